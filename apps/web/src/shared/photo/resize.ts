import { fitWithin, IMAGE_TARGETS, JPEG_QUALITIES, type PhotoKind } from '@lendline/domain';

export interface ResizedImage {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
}

/**
 * Tries the qualities in turn, highest first, and keeps the first encoding within the byte
 * budget; if none fits, the smallest one (a slow phone must still be able to go on).
 */
export async function encodeWithinBudget(encode: (quality: number) => Promise<Blob>, maxBytes: number, qualities: readonly number[] = JPEG_QUALITIES): Promise<{ blob: Blob; quality: number }> {
  let last: { blob: Blob; quality: number } | undefined;
  for (const quality of qualities) {
    last = { blob: await encode(quality), quality };
    if (last.blob.size <= maxBytes) return last;
  }
  if (!last) throw new Error('encodeWithinBudget needs at least one quality');
  return last;
}

/**
 * On-device resize before upload: decode upright (EXIF orientation applied), scale so the
 * longest side fits the kind's limit (ID 1600 px, face 640 px, a slip 2000 px), re-encode as JPEG within the
 * byte target. Canvas output carries no EXIF, so location and device data never leave the
 * phone. Also what bench/e2e call from a page (window.lendlineResizeForUpload).
 */
export async function resizeForUpload(file: Blob, kind: PhotoKind): Promise<ResizedImage> {
  const target = IMAGE_TARGETS[kind];
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height, target.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // Transparent PNG/WebP areas would turn black in JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const encode = (quality: number) =>
    new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/jpeg', quality));
  const { blob, quality } = await encodeWithinBudget(encode, target.maxBytes);
  return { blob, width, height, quality };
}
