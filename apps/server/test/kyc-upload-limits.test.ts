import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { MINUTE } from './helper.ts';
import { photo, useKycApp } from './kyc-fixtures.ts';

const FRONT = '/user/upload/curp/front';
/** A 12-megapixel phone photo: its decode lasts long enough for parallel uploads to meet. Made once. */
let bigPhoto: Promise<Buffer> | undefined;
const big = () => (bigPhoto ??= photo(4000, 3000));

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

describe('image decoding per instance, no waiting (IMAGE_DECODE_SLOTS=1, IMAGE_DECODE_WAIT_MS=0)', () => {
  const t = useKycApp({ IMAGE_DECODE_SLOTS: '1', IMAGE_DECODE_WAIT_MS: '0' });

  it('decodes one photo at a time; an upload that finds the slot taken answers RATE_LIMITED at once', async () => {
    const borrowers = await Promise.all(['08031234501', '08031234502', '08031234503', '08031234504', '08031234505', '08031234506'].map((m) => t.borrower(m)));
    const image = await big();
    const answers = await Promise.all(borrowers.map(({ token }) => t.upload(FRONT, token, image)));
    const codes = answers.map((res) => res.body.code);
    expect(codes.filter((code) => code === 0).length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((code) => code === ERRORS.RATE_LIMITED.code).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => code === 0 || code === ERRORS.RATE_LIMITED.code)).toBe(true);
    // Once the slot is free, the refused borrowers get through.
    for (const [i, res] of answers.entries()) {
      if (res.body.code !== 0) expect((await t.upload(FRONT, borrowers[i]!.token, image)).body.code).toBe(0);
    }
  });
});

describe('image decoding per instance, with a wait (IMAGE_DECODE_SLOTS=1, IMAGE_DECODE_WAIT_MS=20000)', () => {
  const t = useKycApp({ IMAGE_DECODE_SLOTS: '1', IMAGE_DECODE_WAIT_MS: '20000' });

  it('queues uploads for the slot instead of refusing them', async () => {
    const borrowers = await Promise.all(['08031234511', '08031234512', '08031234513'].map((m) => t.borrower(m)));
    const image = await big();
    const answers = await Promise.all(borrowers.map(({ token }) => t.upload(FRONT, token, image)));
    expect(answers.map((res) => res.body.code)).toEqual([0, 0, 0]);
  });
});
