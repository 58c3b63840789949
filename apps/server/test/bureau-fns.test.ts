import { describe, expect, it } from 'vitest';
import { bureauAmount, bureauDate, countWithin, maskAccount, MalformedReport, pickRecord } from '../src/providers/bureau/bureau-fns.ts';
import { createVendorSession } from '../src/providers/vendor-session.ts';
import { NG_SUBJECT } from './fake-bureau-subjects.ts';

describe('the bureaus\' strict readers', () => {
  it.each([
    ['1,260,995.50', 126_099_550], ['1,260,995', 126_099_500], ['15000', 1_500_000], ['0.07', 7], ['999', 99_900], [15000, 1_500_000], [4500.5, 450_050], ['12.50', 1_250], [' 7 ', 700],
  ] as const)('reads the amount %j as %i minor units', (value, minor) => {
    expect(bureauAmount(value, 'NGN', 'x')).toBe(minor);
  });

  it.each([['1,26,0995'], ['1260,995'], ['12.5.0'], ['₦500'], ['-3'], ['N/A'], [''], ['1.234'], [0.1 + 0.2], [null], [Number.NaN], ['1e5'], ['1,260,995,50']])('refuses %j', (value) => {
    expect(() => bureauAmount(value, 'NGN', 'Balance')).toThrow(new MalformedReport('Balance: not an amount'));
  });

  it('reads the bureaus\' date forms and refuses impossible dates', () => {
    expect(bureauDate('2024-05-14', 'd')).toBe('2024-05-14');
    expect(bureauDate('2024-05-14T00:00:00', 'd')).toBe('2024-05-14');
    expect(bureauDate('14/05/2024', 'd')).toBe('2024-05-14');
    expect(bureauDate('19-May-2023', 'd')).toBe('2023-05-19');
    expect(bureauDate('', 'd')).toBeNull();
    expect(bureauDate(null, 'd')).toBeNull();
    for (const bad of ['31/02/2024', '2024-13-01', '05/14/2024x', 'yesterday', 20240514]) expect(() => bureauDate(bad, 'd')).toThrow(MalformedReport);
  });

  it('keeps the last 4 characters of an account and counts enquiries within 90 days', () => {
    expect(maskAccount('0012345678')).toBe('***5678');
    expect(maskAccount('55-33-02')).toBe('***3302');
    expect(countWithin(['2026-11-27', '2026-08-30', '2026-08-28', null, '2026-12-01'], new Date('2026-11-27T12:00:00Z'))).toBe(2);
  });

  it('picks the one record that is the subject by name and birthday, and no other', () => {
    const r = (fullName: string, birthday: string | null) => ({ fullName, birthday });
    const subject = { ...NG_SUBJECT, firstName: 'Chídi', lastName: 'Okafor' };
    expect(pickRecord([r('NGOZI EZE', null)], (x) => x, subject)).toEqual({ kind: 'one', record: r('NGOZI EZE', null) });
    expect(pickRecord([r('OKAFOR, CHIDI', '1990-04-12'), r('CHIDI OKAFOR', '1990-04-13')], (x) => x, subject)).toEqual({ kind: 'one', record: r('OKAFOR, CHIDI', '1990-04-12') });
    expect(pickRecord([r('CHIDI OKAFOR', null), r('CHIDI OKAFO', '1990-04-12')], (x) => x, subject)).toEqual({ kind: 'none' });
    expect(pickRecord([], (x) => x, subject)).toEqual({ kind: 'none' });
  });

  it('shares one login between concurrent callers and logs in again after the maximum age', async () => {
    let clock = 0;
    let logins = 0;
    const session = createVendorSession(async () => ({ ok: true, token: `T${++logins}`, keepMs: 1_000 }), () => clock);
    expect((await Promise.all([session.token(), session.token(), session.token()])).map((t) => t.ok && t.token)).toEqual(['T1', 'T1', 'T1']);
    clock = 999;
    expect(await session.token()).toEqual({ ok: true, token: 'T1' });
    clock = 1_000;
    expect(await session.token()).toEqual({ ok: true, token: 'T2' });
  });
});
