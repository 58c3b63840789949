import { describe, expect, it } from 'vitest';
import { createSandboxBureau, sandboxCaseOf } from '../src/providers/bureau/sandbox/sandbox-bureau.ts';
import { inquiry, NG_SUBJECT } from './fake-bureau-subjects.ts';
import { MX_SUBJECT } from './fake-circulo.ts';

describe('the sandbox bureau', () => {
  it.each([
    ['NG', '22123456789', 'clean'], ['NG', '31123456789', 'thin'], ['NG', '32123456789', 'delinquent'], ['NG', '33123456789', 'unavailable'],
    ['NG', '34123456789', 'other_person'], ['NG', '35123456789', 'malformed'],
    ['MX', 'GOMA900412MDFRRN01', 'clean'], ['MX', 'GOMA050412MDFRRNT1', 'thin'], ['MX', 'GOMA050412MDFRRND1', 'delinquent'], ['MX', 'GOMA050412MDFRRNU1', 'unavailable'],
    ['MX', 'GOMA050412MDFRRNP1', 'other_person'], ['MX', 'goma050412mdfrrnx1', 'malformed'],
  ] as const)('%s %s is %s', (market, idNumber, expected) => {
    expect(sandboxCaseOf(market, idNumber)).toBe(expected);
  });

  it('answers each case as the adapters would: a report, a thin file or a failure', async () => {
    const ng = createSandboxBureau('NG');
    const clean = await ng.inquire(inquiry(NG_SUBJECT, '22123456789'));
    if (!clean.ok) throw new Error(clean.reason);
    expect(clean.report).toMatchObject({ bureau: 'sandbox', bureauReference: 'SBX-INQ-0001', found: true, subject: { fullName: 'CHIDI OKAFOR', birthday: '1990-04-12' }, score: { value: 720 } });
    expect(clean.report.facilities.every((f) => /^\*\*\*\d{4}$/.test(f.accountMasked) && Number.isSafeInteger(f.balance))).toBe(true);
    expect(await ng.inquire(inquiry(NG_SUBJECT, '31123456789'))).toMatchObject({ ok: true, report: { found: false, facilities: [], score: null } });
    const late = await ng.inquire(inquiry(NG_SUBJECT, '32123456789'));
    expect(late.ok && late.report.facilities.some((f) => f.overdue > 0 && (f.daysPastDue ?? 0) >= 90)).toBe(true);
    expect(await ng.inquire(inquiry(NG_SUBJECT, '33123456789'))).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await ng.inquire(inquiry(NG_SUBJECT, '34123456789'))).toMatchObject({ ok: true, report: { subject: { fullName: 'CHIDI SANDBOX EZE', birthday: '1971-07-04' } } });
    expect(await ng.inquire(inquiry(NG_SUBJECT, '35123456789'))).toMatchObject({ ok: false, reason: 'invalid_response' });

    const mx = createSandboxBureau('MX');
    expect(mx.displayName).toBe('Buró de pruebas');
    expect(await mx.inquire(inquiry(MX_SUBJECT, 'GOMA050412MDFRRNU1'))).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await mx.inquire(inquiry(MX_SUBJECT, 'GOMA900412MDFRRN01'))).toMatchObject({ ok: true, report: { found: true, subject: { fullName: 'ANA GÓMEZ MARTÍNEZ' }, score: { scale: 'sandbox-300-850' } } });
  });
});
