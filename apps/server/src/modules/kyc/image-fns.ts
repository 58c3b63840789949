import { IMAGE_TARGETS, MAX_INPUT_PIXELS, type AcceptedImageType, type PhotoKind } from '@lendline/domain';
import sharp from 'sharp';
import type { ImageFacts } from '../../providers/kyc/types.ts';

/**
 * The type by content: the file's first bytes, never its name or declared type (both are
 * whatever the client says). JPEG FF D8 FF; PNG's 8-byte signature; WebP "RIFF....WEBP".
 */
export function sniffImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type ImageProblem = 'type' | 'pixels' | 'unreadable';

/**
 * Decodes (refusing more than MAX_INPUT_PIXELS before decoding, against decompression bombs),
 * turns upright per EXIF, downscales to the kind's limit, and re-encodes as JPEG. Sharp writes
 * no metadata unless asked, so EXIF (GPS, device), ICC and XMP are all dropped here.
 */
export async function normalizeImage(bytes: Buffer, kind: PhotoKind): Promise<{ ok: true; value: ImageFacts } | { ok: false; problem: ImageProblem }> {
  if (sniffImageType(bytes) === null) return { ok: false, problem: 'type' };
  const { maxSide } = IMAGE_TARGETS[kind];
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, problem: 'pixels' };
    const { data, info } = await input
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: kind === 'face' ? 75 : 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const stats = await sharp(data).greyscale().stats();
    return { ok: true, value: { jpeg: data, width: info.width, height: info.height, brightness: stats.channels[0]?.mean ?? 0 } };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, problem: /pixel limit/i.test(message) ? 'pixels' : 'unreadable' };
  }
}
