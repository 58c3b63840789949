import { describe, expect, it } from 'vitest';
import { ok } from '../src/shared/outcome.ts';
import { gatherExport, type ExportSources } from '../src/modules/data-rights/export-sections.ts';

const AT = new Date('2026-03-02T09:00:00.000Z');
const USER = 'u-1';

/** Each owner's answer for one borrower, as its service gives it: what the export is made of. */
function sources(pagesOfMessages = 1): ExportSources {
  return {
    accounts: { accountById: async (id: string) => (id === USER ? { userId: USER, phone: '5215512345678', market: 'MX', registeredAt: AT, closedAt: null } : null) },
    profiles: { profileOf: async () => ({ personal: { firstName: 'Diego', curp: 'GODE561231HJCMRN06', rfc: '' }, work: { companyName: 'Tacos SA' }, questionnaire: null }) },
    orders: { list: async () => ok({ orders: [] }) },
    documents: { documentsOf: async () => [{ documentId: 'd1', kind: 'front', status: 'checked', uploadedAt: AT.toISOString(), byteSize: 1200 }], identityOf: async () => null },
    banking: { maskedAccount: async () => ({ clabe: '**************1234' }) },
    decisions: { decisionsOf: async () => [{ orderNo: 'MX1', outcome: 'reject', score: 420, reasons: ['low_income'], decidedBy: 'Ana (risk)', staffNote: 'internal', decidedAt: AT.toISOString(), retryAfter: '2026-04-01' }] },
    repayments: { statement: async () => ok({ lines: [] }), detail: async () => ok({}), paymentsOf: async () => [] },
    inbox: { list: async (_userId: string, page: number) => ({ messages: [{ id: `m${page}` }], page, hasMore: page < pagesOfMessages }) },
    legal: { state: async () => ok({ current: { terms: 't2', privacy: 'p2' }, accepted: [{ document: 'privacy', version: 'p2', acceptedAt: AT.toISOString() }], pending: [] }) },
    care: { listComplaints: async () => ({ complaints: [] }) },
  } as unknown as ExportSources;
}

describe('the export’s sections (ADR 103)', () => {
  it('has no bureau section while the bureaus module is not wired', async () => {
    const document = await gatherExport(sources(), USER, 'es', AT);
    expect(document).not.toBeNull();
    expect(document).not.toHaveProperty('bureaus');
    expect(document).toMatchObject({ format: 'lendline-data-export/1', language: 'es', account: { phone: '5215512345678', market: 'MX' } });
  });

  it('carries the bureaus’ consents and inquiries from their port once it is given', async () => {
    const bureaus = { consents: [{ bureau: 'circulo', acceptedAt: AT.toISOString() }], inquiries: [{ bureau: 'circulo', at: AT.toISOString() }] };
    const document = await gatherExport({ ...sources(), bureaus: { forExport: async (userId) => (userId === USER ? bureaus : { consents: [], inquiries: [] }) } }, USER, 'es', AT);
    expect(document?.bureaus).toEqual(bureaus);
  });

  it('masks the ID numbers, lists photos without their ids, keeps decisions’ reasons but not staff’s note', async () => {
    const document = await gatherExport(sources(), USER, 'en', AT);
    expect(document?.profile).toMatchObject({ personal: { firstName: 'Diego', curp: '**************RN06', rfc: '' }, work: { companyName: 'Tacos SA' } });
    expect(document?.documents).toEqual([{ kind: 'front', status: 'checked', uploadedAt: AT.toISOString(), byteSize: 1200 }]);
    expect(document?.decisions).toEqual([{ orderNo: 'MX1', outcome: 'reject', score: 420, reasons: ['low_income'], decidedAt: AT.toISOString(), retryAfter: '2026-04-01' }]);
    expect(document?.consents).toEqual([{ document: 'privacy', version: 'p2', acceptedAt: AT.toISOString() }]);
  });

  it('reads every page of messages, and says when it stopped at its limit', async () => {
    const three = await gatherExport(sources(3), USER, 'en', AT);
    expect(three?.messages).toEqual([{ id: 'm1' }, { id: 'm2' }, { id: 'm3' }]);
    expect(three?.messagesComplete).toBe(true);
    const endless = await gatherExport(sources(1_000), USER, 'en', AT);
    expect((endless?.messages as unknown[]).length).toBe(50);
    expect(endless?.messagesComplete).toBe(false);
  });

  it('is null for an account that does not exist', async () => {
    expect(await gatherExport(sources(), 'nobody', 'en', AT)).toBeNull();
  });
});
