import { addCalendarDays, calendarDaysBetween } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, reminderMessages } from '../src/db/schema.ts';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { borrowerMessages, loanView, phoneOf, setMarketTime } from './reminders-fixtures.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://app.lendline.test', SESSION_TTL_HOURS: '8784' } });

const naira = (minor: number) => `NGN ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const bodies = async () => (await borrowerMessages(t)).map((m) => m.text.split(' https://')[0] ?? '');

/** A loan paid out at T0 (Monday 2 March 2026, 10:00 Lagos) and its first due date. */
async function loan() {
  const disbursed = await disbursedLoan(t);
  const view = await loanView(t, disbursed.token, disbursed.orderNo);
  const first = view.phases[0]!;
  return { ...disbursed, view, dueDate: first.dueDate, firstAmount: first.outstanding };
}

/** The hourly sweep as the queue runs it, at `hour`:00 Lagos time on `date`. */
async function sweepAt(date: string, hour: number): Promise<void> {
  setMarketTime(t, date, hour);
  await t.app.jobs.runDue();
}

describe('the reminder sweep', () => {
  it('reminds 3 days before, on the due day, and then on overdue days 1, 4 and 7 only', async () => {
    const { token, dueDate, firstAmount } = await loan();
    const soon = addCalendarDays(dueDate, -3);
    await sweepAt(soon, 8);
    expect(await bodies()).toEqual([`Lendline: ${naira(firstAmount)} is due on ${dueDate.slice(8).replace(/^0/, '')} ${new Date(`${dueDate}T12:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${dueDate.slice(0, 4)}, in 3 days. Pay in the app or here:`]);
    // Later the same day, and the two days after: nothing new.
    await sweepAt(soon, 15);
    await sweepAt(addCalendarDays(soon, 1), 10);
    await sweepAt(addCalendarDays(soon, 2), 10);
    expect(await bodies()).toHaveLength(1);

    await sweepAt(dueDate, 9);
    expect((await bodies()).at(-1)).toMatch(/^Lendline: NGN [\d,.]+ is due today\. Pay in the app or here:$/);

    const overdueDays: number[] = [];
    for (let day = 1; day <= 8; day += 1) {
      const before = (await bodies()).length;
      await sweepAt(addCalendarDays(dueDate, day), 9);
      await sweepAt(addCalendarDays(dueDate, day), 17);
      const after = await bodies();
      expect(after.length - before).toBeLessThanOrEqual(1);
      if (after.length > before) {
        expect(after.at(-1)).toMatch(/^Lendline: NGN [\d,.]+ is overdue\. A late charge is added daily until it is paid\. Pay here:$/);
        overdueDays.push(day);
      }
    }
    expect(overdueDays).toEqual([1, 4, 7]);
    // Never anyone but the borrower: not the emergency contacts, not the employer.
    const phones = new Set((await borrowerMessages(t)).map((m) => m.phone));
    expect([...phones]).toEqual([await phoneOf(t, token)]);
  });

  it('sends nothing between 20:00 and 08:00 Lagos time', async () => {
    const { dueDate } = await loan();
    for (const hour of [20, 23, 0, 5, 7]) await sweepAt(dueDate, hour);
    expect(await bodies()).toEqual([]);
    await sweepAt(dueDate, 8);
    expect(await bodies()).toHaveLength(1);
  });

  it('sends no reminder on a day the borrower already had a receipt, but a receipt after a reminder still goes', async () => {
    const { token, dueDate } = await loan();
    setMarketTime(t, dueDate, 9);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    // The receipt first (the queue would run it and the 09:00 sweep in either order).
    const [notice] = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'notice'));
    expect(await t.app.services.reminders.handleNotice(notice!.payload as never, notice!)).toBe('sent');
    await t.app.jobs.runDue();
    await sweepAt(dueDate, 12);
    expect((await bodies()).map((b) => b.split('.')[0])).toEqual(['Lendline: we received NGN 1,000']);

    await sweepAt(addCalendarDays(dueDate, 1), 9);
    expect(await bodies()).toHaveLength(2);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    await t.app.jobs.runDue();
    const all = await bodies();
    expect(all).toHaveLength(3);
    expect(all[1]).toContain('is overdue');
    expect(all[2]).toContain('we received NGN 1,000.00');
  });

  it('reminds nobody whose loan is paid', async () => {
    const { token, dueDate, view } = await loan();
    await t.call('/sandbox/collections/pay', { token, body: { amount: view.outstanding } });
    await t.app.jobs.runDue();
    await sweepAt(addCalendarDays(dueDate, -3), 9);
    await sweepAt(dueDate, 9);
    expect((await bodies()).map((b) => b.includes('fully repaid'))).toEqual([true]);
  });

  it('sends each borrower one reminder when two instances sweep at once', async () => {
    const first = await loan();
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    const second = await t.secondInstance();
    setMarketTime(t, first.dueDate, 10);
    await Promise.all([t.app.services.reminders.sweep(), second.services.reminders.sweep(), t.app.services.reminders.sweep()]);
    const messages = await borrowerMessages(t);
    expect(messages.map((m) => m.phone).sort()).toEqual([await phoneOf(t, first.token), await phoneOf(t, other.token)].sort());
    const recorded = await t.database.db.select().from(reminderMessages);
    expect(recorded.map((r) => [r.kind, r.marketDay, r.state])).toEqual([
      ['due_today', first.dueDate, 'sent'],
      ['due_today', first.dueDate, 'sent'],
    ]);
    expect(calendarDaysBetween('2026-03-02', first.dueDate)).toBeGreaterThanOrEqual(3);
  });
});
