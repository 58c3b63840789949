import { ERRORS } from '@lendline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { jobs } from '../src/db/schema-jobs.ts';
import { kycImages } from '../src/db/schema.ts';
import { claimJobs } from '../src/jobs/job-repository.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { MINUTE } from './helper.ts';
import { photo, useKycApp } from './kyc-fixtures.ts';

const FRONT = '/user/upload/curp/front';
const FACE = '/user/saveFaceImage';

describe('uploads per borrower', () => {
  const t = useKycApp();

  it('lets a borrower upload 10 photos a minute; the 11th answers RATE_LIMITED, others are unaffected', async () => {
    const small = await photo(200, 150);
    const { token } = await t.borrower('08031234567');
    const other = await t.borrower('08037654321');
    for (let i = 0; i < 10; i++) expect((await t.upload(FRONT, token, small)).body.code, `upload ${i + 1}`).toBe(0);
    const limited = await t.upload(FRONT, token, small, { lang: 'es' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: ERRORS.RATE_LIMITED.code, data: null, msg: 'Demasiadas solicitudes, espere un momento e inténtelo de nuevo' });
    expect((await t.upload(FRONT, other.token, small)).body.code).toBe(0);
    t.clock.advance(MINUTE);
    expect((await t.upload(FRONT, token, small)).body.code).toBe(0);
  });

  it('counts in the database, so a second instance shares the borrower’s budget', async () => {
    const small = await photo(200, 150);
    const { token } = await t.borrower('08031234567');
    const second = await buildApp({ config: t.config, database: t.database, now: t.clock.now, logger: createLogger('silent') });
    try {
      for (let i = 0; i < 10; i++) expect((await t.upload(FRONT, token, small)).body.code).toBe(0);
      // The same borrower through the other instance: the counter is the database's, not the process's.
      const other = await t.uploadTo(second, FRONT, token, small);
      expect(other.body.code).toBe(ERRORS.RATE_LIMITED.code);
    } finally {
      await second.close();
    }
  });
});

describe('uploads under load, one photo-check worker (PHOTO_CHECK_WORKERS=1)', () => {
  const t = useKycApp({ PHOTO_CHECK_WORKERS: '1' });

  it('accepts every upload at once, none answers 429, and every photo is checked in turn', async () => {
    const mobiles = Array.from({ length: 8 }, (_, i) => `0803123450${i}`);
    const borrowers = await Promise.all(mobiles.map((m) => t.borrower(m)));
    // A phone photo as the app sends it: each check takes a core for tens of milliseconds.
    const image = await photo(1600, 1200);
    const answers = await Promise.all(borrowers.map(({ token }) => t.upload(FRONT, token, image)));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(answers.map((res) => res.body.data.status)).toEqual(answers.map(() => 'checking'));
    expect(await t.runChecks()).toBeGreaterThanOrEqual(borrowers.length);
    for (const [i, { token }] of borrowers.entries()) {
      expect((await t.checks(token)).front, mobiles[i]).toEqual({ imageId: answers[i]!.body.data.imageId, status: 'checked' });
    }
  });
});

describe('a photo check whose worker died mid-processing', () => {
  const t = useKycApp();

  const photoJobs = () => t.database.db.select().from(jobs).where(eq(jobs.queue, 'photo-check'));
  const imageRow = async (imageId: string) => (await t.database.db.select().from(kycImages).where(eq(kycImages.imageId, imageId)))[0]!;

  it('is run again once its lease runs out, and its result is written once', async () => {
    const { token } = await t.borrower('08031234567');
    const res = await t.upload(FRONT, token, await photo(600, 400));
    const { imageId } = res.body.data as { imageId: string };
    // Another instance claims the job and dies before writing anything.
    const at = t.clock.now();
    const claimed = await claimJobs(t.database.db, { queue: 'photo-check', limit: 1, now: at, leaseUntil: new Date(at.getTime() + 15_000), instanceId: 'died' });
    expect(claimed).toHaveLength(1);
    await t.runChecks();
    expect((await t.checks(token)).front?.status).toBe('checking');

    t.clock.advance(16_000);
    await t.runChecks();
    expect((await t.checks(token)).front).toEqual({ imageId, status: 'checked' });
    expect(await photoJobs()).toMatchObject([{ state: 'done', attempts: 2 }]);

    // The dead worker comes back to life and finishes its run: nothing changes.
    const checked = await imageRow(imageId);
    await t.app.services.kyc.checkPhoto(imageId, 1);
    expect(await imageRow(imageId)).toEqual(checked);
  });

  it('does nothing when run again on a photo already checked or rejected', async () => {
    const { token } = await t.borrower('08031234567');
    const good = await t.upload(FRONT, token, await photo(600, 400));
    const dark = await t.upload(FACE, token, await photo(600, 400, 'jpeg', { dark: true }));
    await t.runChecks();
    for (const { imageId } of [good.body.data, dark.body.data] as { imageId: string }[]) {
      const before = await imageRow(imageId);
      await t.app.services.kyc.checkPhoto(imageId, 1);
      expect(await imageRow(imageId)).toEqual(before);
    }
    expect(await t.checks(token)).toMatchObject({ front: { status: 'checked' }, face: { status: 'rejected', rejection: 'KYC_FACE_FAILED' } });
  });
});
