import { ERRORS } from '@lendline/domain';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPhotoCheck, PHOTO_CHECK_ATTEMPTS } from '../src/modules/kyc/photo-check.ts';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk/local-disk-storage.ts';
import { photo, useKycApp } from './kyc-fixtures.ts';

const t = useKycApp();
const FRONT = '/user/upload/curp/front';
const BACK = '/user/upload/curp/back';
const FACE = '/user/saveFaceImage';

async function storedFiles(): Promise<string[]> {
  const root = join(t.dataDir, 'uploads');
  const dirs = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(dirs.map(async (d) => (await readdir(join(root, d))).map((f) => join(root, d, f))));
  return files.flat();
}

describe('identity photo uploads', () => {
  it('re-encodes a photo to JPEG within 1600 px, strips metadata and stores it privately under a random name', async () => {
    const { token } = await t.borrower('08031234567');
    const withExif = await sharp(await photo(3200, 2400)).withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'SecretModel' } } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await t.upload(FRONT, token, withExif, { filename: 'my-id.jpg' });
    // Accepted as received (its header's dimensions), then checked by the photo-check job.
    expect(res.body).toMatchObject({ code: 0, data: { width: 3200, height: 2400, status: 'checking' } });
    expect(await t.runChecks()).toBeGreaterThanOrEqual(1);
    expect((await t.checks(token)).front).toEqual({ imageId: res.body.data.imageId, status: 'checked' });
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/[0-9a-f-]{36}\.jpg$/);
    expect(files[0]).not.toContain('my-id');
    expect((await stat(files[0]!)).mode & 0o777).toBe(0o600);
    const stored = await sharp(files[0]!).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it('accepts PNG and WebP by content, whatever the name and declared type say', async () => {
    const { token } = await t.borrower('08031234567');
    const png = await t.upload(BACK, token, await photo(800, 600, 'png'), { filename: 'x.gif', contentType: 'application/octet-stream' });
    expect(png.body.code).toBe(0);
    const webp = await t.upload(FACE, token, await photo(1000, 1000, 'webp'), { filename: 'face.txt', contentType: 'text/plain' });
    expect(webp.body).toMatchObject({ code: 0, data: { width: 1000, height: 1000, status: 'checking' } });
    await t.runChecks();
    expect(await t.checks(token)).toMatchObject({ back: { status: 'checked' }, face: { status: 'checked' } });
    // Both stored re-encoded as JPEG, the face within 640 px.
    const sizes = await Promise.all((await storedFiles()).map(async (file) => sharp(file).metadata()));
    expect(sizes.map((m) => [m.format, Math.max(m.width, m.height)]).sort()).toEqual([['jpeg', 640], ['jpeg', 800]]);
  });

  it('refuses a non-image named .jpg, at the file field', async () => {
    const { token } = await t.borrower('08031234567');
    const res = await t.upload(FRONT, token, Buffer.from('GIF89a not really a photo'), { filename: 'id.jpg' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'file', message: 'Please use a JPEG, PNG or WebP photo' }] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an empty upload, a missing file and a file in another field', async () => {
    const { token } = await t.borrower('08031234567');
    for (const res of [await t.upload(FRONT, token, Buffer.alloc(0)), await t.upload(FRONT, token, null), await t.upload(FRONT, token, await photo(10, 10), { field: 'image' })]) {
      expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'file', message: 'Please take or choose a photo' }] } });
    }
  });

  it('refuses a file over 8 MiB as too large, in Spanish when asked', async () => {
    const { token } = await t.borrower('08031234567');
    const huge = Buffer.concat([await photo(100, 100), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await t.upload(FRONT, token, huge, { lang: 'es' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: ERRORS.BODY_TOO_LARGE.code, data: { fields: [{ field: 'file', message: 'La foto es demasiado grande, tómela de nuevo' }] } });
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    const { token } = await t.borrower('08031234567');
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await t.upload(FRONT, token, bomb);
    expect(res.status).toBe(413);
    expect(res.body.data).toEqual({ fields: [{ field: 'file', message: 'The photo has too many pixels, please take it again' }] });
  });

  it('answers a JPEG whose header cannot be read with the unreadable-photo error at once', async () => {
    const { token } = await t.borrower('08031234567');
    const res = await t.upload(FRONT, token, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 0x55)]));
    expect(res.body).toMatchObject({ code: ERRORS.KYC_IMAGE_INVALID.code, msg: 'The photo could not be read, please take it again' });
    expect(await storedFiles()).toEqual([]);
  });

  it('rejects a JPEG whose header reads but whose pixels do not, at the photo, once checked', async () => {
    const { token } = await t.borrower('08031234567');
    const good = await photo(400, 300);
    const truncated = Buffer.concat([good.subarray(0, 1000), Buffer.alloc(500, 0x55)]);
    const res = await t.upload(FRONT, token, truncated);
    expect(res.body).toMatchObject({ code: 0, data: { width: 400, height: 300, status: 'checking' } });
    await t.runChecks();
    expect((await t.checks(token)).front).toEqual({ imageId: res.body.data.imageId, status: 'rejected', rejection: 'KYC_IMAGE_INVALID' });
    // A rejected photo's file is not kept.
    expect(await storedFiles()).toEqual([]);
  });

  // A lost file (a disk replaced, a bucket emptied by hand) must not leave the borrower "checking" for ever.
  it('rejects a photo whose stored file is gone, so the borrower is asked to take it again', async () => {
    const { token } = await t.borrower('08031234567');
    const res = await t.upload(FRONT, token, await photo(400, 300));
    for (const file of await storedFiles()) await rm(file);
    await t.runChecks();
    expect((await t.checks(token)).front).toEqual({ imageId: res.body.data.imageId, status: 'rejected', rejection: 'KYC_IMAGE_INVALID' });
  });

  // A job that gives up must not leave the photo "checking" for ever.
  it('asks for another photo when the image process fails it on the last attempt, and tries again before that', async () => {
    const { token } = await t.borrower('08031234567');
    const res = await t.upload(FRONT, token, await photo(400, 300));
    const notReached = () => Promise.reject(new Error('the provider is not reached'));
    const check = createPhotoCheck({
      db: t.database.db,
      storage: createLocalDiskStorage(join(t.dataDir, 'uploads')),
      provider: { name: 'unused', readDocument: notReached, checkFace: notReached, verifyIdentity: notReached },
      images: { normalize: () => Promise.reject(new Error('the image process exited (SIGKILL) with 1 photo(s) in hand')) },
    });
    await expect(check(res.body.data.imageId, 1)).rejects.toThrow(/image process exited/);
    expect((await t.checks(token)).front).toMatchObject({ status: 'checking' });
    await check(res.body.data.imageId, PHOTO_CHECK_ATTEMPTS);
    expect((await t.checks(token)).front).toEqual({ imageId: res.body.data.imageId, status: 'rejected', rejection: 'KYC_IMAGE_INVALID' });
  });

  it('needs a session', async () => {
    const res = await t.upload(FRONT, undefined, await photo(100, 100));
    expect(res.body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('replaces the previous photo of the same kind on retake, deleting its file', async () => {
    const { token } = await t.borrower('08031234567');
    const first = await t.upload(FRONT, token, await photo(400, 300));
    const second = await t.upload(FRONT, token, await photo(400, 300));
    expect((second.body.data as { imageId: string }).imageId).not.toBe((first.body.data as { imageId: string }).imageId);
    expect(await storedFiles()).toHaveLength(1);
    // The first photo's job finds it replaced and does nothing; the second is checked.
    await t.runChecks();
    expect((await t.checks(token)).front).toEqual({ imageId: second.body.data.imageId, status: 'checked' });
    expect(await storedFiles()).toHaveLength(1);
  });
});
