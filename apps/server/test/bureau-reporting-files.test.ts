import { minorToDecimal } from '@lendline/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { asStaff, csvRecords, DAY, filesOf, generateMonth, MANAGE, marchBook, scriptedDelivery } from './bureau-reporting-fixtures.ts';
import { sqlRows } from './underwriting-fixtures.ts';

const fake = scriptedDelivery();
const t = useTestApp({ bureauDelivery: fake.delivery });
beforeEach(() => fake.reset());

const userIdOf = async (orderNo: string) => (await sqlRows<{ user_id: string }>(t, 'SELECT user_id FROM loan_orders WHERE order_no = $1', [orderNo]))[0]!.user_id;
const detailOf = async (token: string, orderNo: string) => (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { outstanding: number };

describe('the monthly bureau files of Nigeria (issue 24, ADR 100)', () => {
  it('writes the CDT sheets row by row from the loans and the ledger, reconciled with the portfolio, and delivers them to both bureaus', async () => {
    const { onTime, partly } = await marchBook(t);
    const files = await generateMonth(t, '2026-03');
    expect(files.map((f) => [f.bureau, f.format, f.state]).sort()).toEqual([
      ['crc', 'cdt-credit', 'delivered'], ['crc', 'cdt-individual', 'delivered'], ['firstcentral', 'cdt-credit', 'delivered'], ['firstcentral', 'cdt-individual', 'delivered'],
    ]);
    const credit = files.find((f) => f.bureau === 'crc' && f.format === 'cdt-credit')!;
    expect(credit).toMatchObject({ rows: 2, corrections: 0, problemCount: 0, attempts: 1 });
    expect(credit.reconciliation.equal).toBe(true);
    expect(credit.reconciliation.file).toEqual(credit.reconciliation.portfolio);
    expect(credit.reconciliation.file.openFacilities).toBe(1);

    const rows = await csvRecords(t, credit.id);
    const [a, b] = [rows.find((r) => r['Account Number'] === onTime.orderNo)!, rows.find((r) => r['Account Number'] === partly.orderNo)!];
    expect(a).toMatchObject({
      'Customer ID': await userIdOf(onTime.orderNo), 'Account Status': '002', 'Account Status Date': '03/03/2026',
      'Date of Loan (Facility) Disbursement/Loan Effective Date': '02/03/2026', 'Outstanding Balance': '0.00', 'Overdue Amount': '0.00',
      'Days in Arrears': '0', Currency: 'NGN', 'Last Payment Date': '03/03/2026', 'Last Payment Amount': minorToDecimal(onTime.detail.totalRepayable, 'NGN'),
      'Loan Classification': '001', 'Consent Status': 'YES', 'Loan (Facility) Amount/Availed Limit': expect.stringMatching(/^\d+\.00$/),
    });
    expect(b).toMatchObject({
      'Customer ID': await userIdOf(partly.orderNo), 'Account Status': '001', 'Account Status Date': '02/03/2026',
      'Outstanding Balance': minorToDecimal((await detailOf(await t.login('08031110002'), partly.orderNo)).outstanding, 'NGN'),
      'Last Payment Date': '03/03/2026', 'Last Payment Amount': '3000.00',
    });
    expect(b!['Maturity Date']).toMatch(/^\d{2}\/\d{2}\/2026$/);

    const individual = await csvRecords(t, files.find((f) => f.bureau === 'crc' && f.format === 'cdt-individual')!.id);
    expect(individual).toHaveLength(2);
    expect(individual.find((r) => r.CustomerID === a!['Customer ID'])).toMatchObject({
      Surname: 'OKAFOR', 'First Name': 'ADAEZE', 'Date of Birth': '01/05/1990', 'BVN No': '22212345678', Gender: 'F', Nationality: 'NIGERIA',
      'Mobile Number': '08031110001', 'Primary State': 'LAGOS', 'Primary city/LGA': 'IKEJA', 'Primary Country': 'NIGERIA', 'Borrower Type': 'I',
    });
    // What left is what is kept: the bureau got the same bytes as the download, with their checksum.
    expect(fake.sent).toHaveLength(4);
    const sentCredit = fake.sent.find((f) => f.bureau === 'crc' && f.format === 'cdt-credit')!;
    expect(sentCredit.content.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(3);
    const download = await asStaff(t, ['bureau-files.read'], 'GET', `/staff/bureau-files/${credit.id}/content`);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['x-content-sha256']).toBe(sentCredit.sha256);
  });

  it('tells the borrower who repaid on time that it was reported, once, whatever the bureaus and resends', async () => {
    const { onTime, partly } = await marchBook(t);
    const files = await generateMonth(t, '2026-03');
    const messages = async (orderNo: string) => sqlRows<{ kind: string; params: { bureau: string } }>(t, "SELECT kind, params FROM inbox_messages WHERE kind = 'bureau_reported' AND user_id = $1", [await userIdOf(orderNo)]);
    expect(await messages(onTime.orderNo)).toEqual([{ kind: 'bureau_reported', params: { kind: 'bureau_reported', bureau: expect.stringMatching(/CRC Credit Bureau|FirstCentral Credit Bureau/) } }]);
    expect(await messages(partly.orderNo)).toEqual([]);
    const credit = files.find((f) => f.format === 'cdt-credit')!;
    expect((await asStaff(t, MANAGE, 'POST', `/staff/bureau-files/${credit.id}/resend`)).body.code).toBe(0);
    await t.app.jobs.runDue();
    expect(await messages(onTime.orderNo)).toHaveLength(1);
    const inbox = await t.call('/inbox/messages', { token: await t.login('08031110001'), body: { page: 1 } });
    expect(JSON.stringify(inbox.body.data)).toContain('Your on-time repayment has been reported to');
  });

  it('retries a bureau that is unavailable with backoff, then keeps the receipt; never sends a delivered file again by itself', async () => {
    await marchBook(t);
    fake.script.push({ state: 'unavailable', detail: 'HTTP 503' }, { state: 'unavailable', detail: 'timeout' });
    await generateMonth(t, '2026-03');
    // One attempt each; the first two files met the unavailable bureau.
    expect(fake.sent).toHaveLength(4);
    for (const step of [2_000]) {
      t.clock.advance(step);
      await t.app.jobs.runDue();
    }
    const files = await filesOf(t, '2026-03');
    expect(files.every((f) => f.state === 'delivered')).toBe(true);
    expect(files.map((f) => f.attempts).sort()).toEqual([1, 1, 2, 2]);
    expect(files.every((f) => f.receipt !== null && f.reasons.length === 0)).toBe(true);
    const sentBefore = fake.sent.length;
    t.clock.advance(DAY);
    await t.app.jobs.runDue();
    // Asking for the month again makes nothing new: each bureau's month is delivered.
    expect((await generateMonth(t, '2026-03')).length).toBe(4);
    expect(fake.sent.length).toBe(sentBefore);
  });

  it('stops on a rejection with the bureau’s reasons; staff resend it (audited) and it is delivered; a file on its way is not queued twice', async () => {
    await marchBook(t);
    fake.script.push({ state: 'rejected', reasons: ['row 2: Account Number duplicated'] });
    await generateMonth(t, '2026-03');
    const rejected = (await filesOf(t, '2026-03')).find((f) => f.state === 'rejected')!;
    expect(rejected.reasons).toEqual(['row 2: Account Number duplicated']);
    const sent = fake.sent.length;
    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(fake.sent.length).toBe(sent);

    const resend = await asStaff(t, MANAGE, 'POST', `/staff/bureau-files/${rejected.id}/resend`);
    expect(resend.body).toMatchObject({ code: 0, data: { id: rejected.id, state: 'pending' } });
    const again = await asStaff(t, MANAGE, 'POST', `/staff/bureau-files/${rejected.id}/resend`);
    expect([again.status, again.body.msg]).toEqual([409, 'This file is already on its way to the bureau']);
    await t.app.jobs.runDue();
    const after = (await filesOf(t, '2026-03')).find((f) => f.id === rejected.id)!;
    expect(after).toMatchObject({ state: 'delivered', resends: 1, attempts: 2 });
    const audit = await t.app.services.audit.search({ objectType: 'bureau-file', objectId: rejected.id });
    expect(audit.events.map((e) => e.action)).toContain('bureau-file.resend');
  });

  it('keeps a file with a bad field from leaving, naming the row and field; its companion sheet is held too', async () => {
    const { partly } = await marchBook(t);
    await t.database.transaction((s) => s.exec(`UPDATE bank_accounts SET bvn = '2221234' WHERE user_id = (SELECT user_id FROM loan_orders WHERE order_no = '${partly.orderNo}')`));
    const files = await generateMonth(t, '2026-03');
    expect(files.every((f) => f.state === 'invalid')).toBe(true);
    const individual = files.find((f) => f.bureau === 'crc' && f.format === 'cdt-individual')!;
    expect(individual.problems).toEqual([{ row: expect.any(Number), subject: await userIdOf(partly.orderNo), field: 'BVN No', rule: 'bvn' }]);
    expect(files.find((f) => f.bureau === 'crc' && f.format === 'cdt-credit')!.reasons).toEqual(['held: the month’s other sheet failed its checks']);
    expect(fake.sent).toHaveLength(0);
    const resend = await asStaff(t, MANAGE, 'POST', `/staff/bureau-files/${individual.id}/resend`);
    expect(resend.status).toBe(409);
  });

  it('carries a payment booked late for an already reported month in the next file, flagged as a correction; a loan closed before is left out', async () => {
    const { onTime, partly } = await marchBook(t);
    await generateMonth(t, '2026-03');
    // A payment made on 31 March reaches the books only now (after March's files went).
    const now = t.clock.now();
    t.clock.set(new Date('2026-03-31T12:00:00Z'));
    await t.call('/sandbox/collections/pay', { token: await t.login('08031110002'), body: { amount: 1_000_00 } });
    t.clock.set(new Date(now.getTime() + 30 * DAY));
    const april = await generateMonth(t, '2026-04');
    const credit = april.find((f) => f.bureau === 'crc' && f.format === 'cdt-credit')!;
    expect(credit).toMatchObject({ state: 'delivered', rows: 1, corrections: 1 });
    const rows = await csvRecords(t, credit.id);
    expect(rows.map((r) => r['Account Number'])).toEqual([partly.orderNo]);
    expect(rows.map((r) => r['Account Number'])).not.toContain(onTime.orderNo);
  });

  it('refuses a month not ended, and a balance the portfolio does not have (not reconciled: not sent)', async () => {
    const early = await asStaff(t, MANAGE, 'POST', '/staff/bureau-files/generate', { period: '2026-03' });
    expect([early.status, early.body.msg]).toEqual([409, 'That month has not ended yet']);
    const bad = await asStaff(t, MANAGE, 'POST', '/staff/bureau-files/generate', { period: '2026-13' });
    expect(bad.status).toBe(400);
    await marchBook(t);
    // A receivable booked to a loan the ledger knows and the loans module does not report.
    await t.database.transaction((s) => s.exec(`
      INSERT INTO ledger_transactions (id, kind, order_id, idempotency_key, currency, created_at) VALUES ('odd', 'adjustment', NULL, 'odd', 'NGN', now());
      INSERT INTO ledger_entries (transaction_id, account, amount, currency) VALUES ('odd', 'principal_receivable', 500, 'NGN'), ('odd', 'suspense', -500, 'NGN');`));
    const files = await generateMonth(t, '2026-03');
    expect(files.every((f) => f.state === 'invalid' && !f.reconciliation.equal)).toBe(true);
    const { portfolio, file } = files[0]!.reconciliation;
    expect(portfolio.outstanding! - file.outstanding!).toBe(500);
  });

  it('lets finance manage the files, risk read them, support neither; every POST is audited', async () => {
    expect((await asStaff(t, ['borrowers.read'], 'GET', '/staff/bureau-files')).status).toBe(403);
    expect((await asStaff(t, ['bureau-files.read'], 'POST', '/staff/bureau-files/generate', {})).status).toBe(403);
    const asked = await asStaff(t, MANAGE, 'POST', '/staff/bureau-files/generate', {});
    expect(asked.body).toMatchObject({ code: 0, data: { period: '2026-02', queued: true } });
    const audit = await t.app.services.audit.search({ objectType: 'bureau-period', objectId: '2026-02' });
    expect(audit.events.map((e) => e.action)).toEqual(['bureau-file.generate']);
  });
});
