import { expect, test } from '@playwright/test';
import { authedCall, registerInUi } from './application-support.ts';

const KB = 1024;

test('a 4000x3000 phone photo leaves the device within the upload budgets (ID 300 KB, face 100 KB)', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { token } = await registerInUi(page, 'en');
  await authedCall(baseURL!, token, '/loan/loan-order/apply-market');
  // The application was started through the API: "Apply now" leads to it (issue 19: by way of to_borrow).
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByRole('button', { name: 'Continue where you left off' }).click();
  await expect(page).toHaveURL(/#\/auth\/personal_infomation$/);
  // The identity screen exposes the on-device resize; reach it as a borrower would, by route.
  await page.goto('/#/auth/id_card_authentication');
  await page.waitForFunction(() => 'lendlineResizeForUpload' in window);

  const sizes = await page.evaluate(async () => {
    type Resize = (blob: Blob, kind: 'front' | 'back' | 'face') => Promise<{ blob: Blob; width: number; height: number; quality: number }>;
    const resize = (window as unknown as { lendlineResizeForUpload: Resize }).lendlineResizeForUpload;
    // A phone-camera-like photo: a scene of soft gradients with per-pixel sensor noise.
    const [width, height] = [4000, 3000];
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(width, height);
    const data = image.data;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const noise = () => (Math.random() - 0.5) * 48;
        data[i] = 90 + (x / width) * 120 + noise();
        data[i + 1] = 110 + (y / height) * 100 + noise();
        data[i + 2] = 150 + Math.sin(x / 90) * 40 + noise();
        data[i + 3] = 255;
      }
    }
    context.putImageData(image, 0, 0);
    const original = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', 0.92));
    const measure = async (kind: 'front' | 'back' | 'face') => {
      const resized = await resize(original, kind);
      return { bytes: resized.blob.size, width: resized.width, height: resized.height, quality: resized.quality };
    };
    return { original: original.size, front: await measure('front'), back: await measure('back'), face: await measure('face') };
  });

  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(
    `Upload budget: 4000x3000 JPEG q0.92 ${(sizes.original / KB / KB).toFixed(2)} MB → ` +
      `front ${kb(sizes.front.bytes)} (${sizes.front.width}x${sizes.front.height}, q${sizes.front.quality}), ` +
      `back ${kb(sizes.back.bytes)} (${sizes.back.width}x${sizes.back.height}, q${sizes.back.quality}), ` +
      `face ${kb(sizes.face.bytes)} (${sizes.face.width}x${sizes.face.height}, q${sizes.face.quality})`,
  );
  expect(sizes.original).toBeGreaterThanOrEqual(3 * KB * KB);
  expect(sizes.front.bytes).toBeLessThanOrEqual(300 * KB);
  expect(sizes.back.bytes).toBeLessThanOrEqual(300 * KB);
  expect(sizes.face.bytes).toBeLessThanOrEqual(100 * KB);
  expect(Math.max(sizes.front.width, sizes.front.height)).toBeLessThanOrEqual(1600);
  expect(Math.max(sizes.face.width, sizes.face.height)).toBeLessThanOrEqual(640);
});
