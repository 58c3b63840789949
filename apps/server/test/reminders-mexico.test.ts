import { addCalendarDays } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { reminderMessages } from '../src/db/schema.ts';
import { isGsm7 } from '../src/modules/reminders/sms-encoding.ts';
import { useTestApp } from './helper.ts';
import { disbursedMexicanLoan } from './repayments-fixtures.ts';
import { borrowerMessages, loanView, setMarketTime, tokenOf } from './reminders-fixtures.ts';

const t = useTestApp({ env: { MARKET: 'MX', PUBLIC_URL: 'https://app.lendline.test', SESSION_TTL_HOURS: '8784' } });

const pesos = (minor: number) => `MXN ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('reminders in Mexico (Spanish, Mexico City time)', () => {
  it('confirms a payment in Spanish, in the SMS alphabet, with the signed link', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    // T0 is 03:00 in Mexico City: the receipt would wait for 08:00.
    setMarketTime(t, '2026-03-02', 10, 'MX');
    await t.call('/sandbox/collections/pay', { token, body: { amount: 500_00, channel: 'stp_clabe' } });
    await t.app.jobs.runDue();
    const [message] = await borrowerMessages(t);
    expect(message?.text.split(' Detalles: ')[0]).toBe(`Lendline: recibimos MXN 500.00. ¡Gracias! Le falta pagar ${pesos(detail.outstanding - 500_00)}.`);
    expect(isGsm7(message!.text)).toBe(true);
    const portal = await t.call('/portal/repayment/detail', { body: { token: tokenOf(message!.text) } });
    expect(portal.body).toMatchObject({ code: 0, data: { outstanding: (await loanView(t, token, orderNo)).outstanding } });
  });

  it('reminds on the due day from 08:00 Mexico City time, never in the night before, and overdue with accents folded', async () => {
    const { token, orderNo } = await disbursedMexicanLoan(t);
    const { phases } = await loanView(t, token, orderNo);
    const dueDate = phases[0]!.dueDate;
    for (const hour of [20, 22]) {
      setMarketTime(t, addCalendarDays(dueDate, -1), hour, 'MX');
      await t.app.jobs.runDue();
    }
    setMarketTime(t, dueDate, 7, 'MX');
    await t.app.jobs.runDue();
    expect(await borrowerMessages(t)).toEqual([]);
    setMarketTime(t, dueDate, 8, 'MX');
    await t.app.jobs.runDue();
    setMarketTime(t, addCalendarDays(dueDate, 1), 9, 'MX');
    await t.app.jobs.runDue();
    const texts = (await borrowerMessages(t)).map((m) => m.text.split(' https://')[0]);
    expect(texts[0]).toMatch(/^Lendline: MXN [\d,.]+ vence hoy\. Pague en la app o aqui:$/);
    expect(texts[1]).toMatch(/^Lendline: MXN [\d,.]+ esta vencido\. Se suma un cargo por atraso cada dia\. Pague aqui:$/);
    const recorded = await t.database.db.select().from(reminderMessages);
    expect(recorded.map((r) => [r.kind, r.language, r.pages])).toEqual([
      ['due_today', 'es', 1],
      ['overdue', 'es', 1],
    ]);
  });
});
