import type { MarketId } from '@lendline/domain';
import { and, asc, like, notLike } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxSms } from '../src/db/schema.ts';
import { marketInstant } from '../src/modules/reminders/reminder-fns.ts';
import type { TestApp } from './helper.ts';

export interface SentSms {
  phone: string;
  text: string;
  sentAt: Date;
}

/** Every message of the reminders module the sandbox "sent" (codes and other texts left out), oldest first. */
export async function borrowerMessages(t: TestApp): Promise<SentSms[]> {
  return t.database.db
    .select({ phone: sandboxSms.phone, text: sandboxSms.text, sentAt: sandboxSms.createdAt })
    .from(sandboxSms)
    // Mexico's bureau NIP is a code too, though its text opens like a service message.
    .where(and(like(sandboxSms.text, 'Lendline:%'), notLike(sandboxSms.text, 'Lendline: % NIP %')))
    .orderBy(asc(sandboxSms.id));
}

/** The signed token at the end of a message's short link (`…/r/<token>`, ADR 039). */
export function tokenOf(text: string): string {
  const token = /\/r\/([\w-]{40})$/.exec(text)?.[1];
  if (!token) throw new Error(`no repayment link in ${text}`);
  return token;
}

/** Moves the pinned clock to `hour`:00 market time on `date`. */
export function setMarketTime(t: TestApp, date: string, hour: number, market: MarketId = 'NG'): void {
  t.clock.set(marketInstant(date, hour, market));
}

export interface LoanView {
  outstanding: number;
  dueNow: number;
  phases: { phase: number; dueDate: string; outstanding: number }[];
}

export async function loanView(t: TestApp, token: string, orderNo: string): Promise<LoanView> {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as LoanView;
}

export async function phoneOf(t: TestApp, token: string): Promise<string> {
  return (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.mobile as string;
}
