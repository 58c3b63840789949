import { fitWithin, IMAGE_TARGETS, JPEG_QUALITIES, type ImageKind } from '@lendline/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeImage } from '../src/modules/kyc/image-fns.ts';

/**
 * The upload budget (issue: a 4 MB phone photo leaves the device as at most 300 KB for an ID,
 * 100 KB for a face), with the web's algorithm replayed in sharp: same size computation
 * (fitWithin), same quality steps (JPEG_QUALITIES), first encoding within the byte target.
 * The browser's own encoder is measured by bench/ through window.lendlineResizeForUpload.
 */
async function deviceResize(photo: Buffer, kind: ImageKind): Promise<Buffer> {
  const meta = await sharp(photo).metadata();
  const target = IMAGE_TARGETS[kind];
  const size = fitWithin(meta.width!, meta.height!, target.maxSide);
  let out = Buffer.alloc(0);
  for (const quality of JPEG_QUALITIES) {
    out = await sharp(photo).resize(size.width, size.height).jpeg({ quality: Math.round(quality * 100) }).toBuffer();
    if (out.length <= target.maxBytes) break;
  }
  return out;
}

describe('a 4000x3000 phone photo of about 4 MB', () => {
  let photo: Buffer;
  beforeAll(async () => {
    // Gaussian noise, slightly blurred: as costly to compress as a detailed real photo.
    const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } }).png().toBuffer();
    photo = await sharp(noise).blur(0.6).jpeg({ quality: 90 }).toBuffer();
  });

  it('is the size the budget is about', () => {
    expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
    expect(photo.length).toBeLessThan(6 * 1024 * 1024);
  });

  it.each([
    ['front', 300 * 1024, 1600, 1200],
    ['face', 100 * 1024, 640, 480],
  ] as const)('leaves the device as %s within %i bytes, and the server keeps it within its limits', async (kind, budget, width, height) => {
    const sent = await deviceResize(photo, kind);
    expect(sent.length).toBeLessThanOrEqual(budget);
    const stored = await normalizeImage(sent, kind);
    expect(stored.ok && { width: stored.value.width, height: stored.value.height }).toEqual({ width, height });
  });
});
