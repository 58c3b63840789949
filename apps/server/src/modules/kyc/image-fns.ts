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
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: ImageProblem };

/**
 * The cheap checks an upload answers with at once (ADR 056): the type by content and the
 * dimensions from the file's header. Sharp's metadata() parses the header only and decodes no
 * pixel, so this costs well under a millisecond even for a 50 MP photo.
 */
export async function readImageHeader(bytes: Buffer): Promise<Checked<{ type: AcceptedImageType; width: number; height: number }>> {
  const type = sniffImageType(bytes);
  if (type === null) return { ok: false, problem: 'type' };
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width < 1 || height < 1) return { ok: false, problem: 'unreadable' };
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, problem: 'pixels' };
    return { ok: true, value: { type, width, height } };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

/**
 * The JPEG encoders measured by `bench/run.ts --photo-only` (ADR 056). mozjpeg's trellis
 * quantisation costs several times the CPU of libjpeg-turbo with Huffman optimisation for a
 * few percent fewer bytes of a file that is never sent back to a phone: the cheap one is used.
 */
export const JPEG_ENCODERS = {
  optimised: { mozjpeg: false, optimiseCoding: true },
  mozjpeg: { mozjpeg: true },
} as const;
export type JpegEncoder = keyof typeof JPEG_ENCODERS;
export const PHOTO_ENCODER: JpegEncoder = 'optimised';

/**
 * Decodes (refusing more than MAX_INPUT_PIXELS before decoding, against decompression bombs),
 * turns upright per EXIF, downscales to the kind's limit, and re-encodes as JPEG. Sharp writes
 * no metadata unless asked, so EXIF (GPS, device), ICC and XMP are all dropped here. This is the
 * expensive part (tens of milliseconds of a core per photo): it runs in the photo-check job.
 */
export async function normalizeImage(bytes: Buffer, kind: PhotoKind, encoder: JpegEncoder = PHOTO_ENCODER): Promise<Checked<ImageFacts>> {
  if (sniffImageType(bytes) === null) return { ok: false, problem: 'type' };
  const { maxSide } = IMAGE_TARGETS[kind];
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, problem: 'pixels' };
    // Decoded once to raw pixels: the brightness is read from them and the JPEG encoded from
    // them, instead of decoding the re-encoded file a second time to measure it.
    const { data: pixels, info } = await input
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const jpeg = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .jpeg({ quality: kind === 'face' ? 75 : 80, ...JPEG_ENCODERS[encoder] })
      .toBuffer();
    return { ok: true, value: { jpeg, width: info.width, height: info.height, brightness: meanLuma(pixels, info.channels) } };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { ok: false, problem: /pixel limit/i.test(message) ? 'pixels' : 'unreadable' };
  }
}

/** Mean Rec. 601 luma of raw sRGB pixels (1 to 4 channels; a fourth, alpha, is ignored), 0 to 255. */
export function meanLuma(pixels: Buffer, channels: number): number {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return 0;
  let sum = 0;
  for (let i = 0; i < pixels.length; i += channels) {
    sum += channels < 3 ? pixels[i]! : 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
  }
  return sum / count;
}

/** Mean luma of an already normalised JPEG (what the KYC check reads as "too dark"). */
export async function brightnessOf(jpeg: Buffer): Promise<number> {
  const stats = await sharp(jpeg).greyscale().stats();
  return stats.channels[0]?.mean ?? 0;
}
