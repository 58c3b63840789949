import {
  dataRequestDeadline, isOverdue, marketDate, type DataCorrection, type DataExportState, type DeadlineDayType, type MarketId, type StaffDataRightsRequest,
} from '@lendline/domain';
import { HOUR_MS } from '../../shared/clock.ts';
import type { Keyring } from '../../shared/keyring.ts';
import type { DataRequestRow } from './data-rights-repository.ts';
import { signExportLink } from './export-crypto-fns.ts';

export interface DeadlineRule {
  days: number;
  dayType: DeadlineDayType;
}

/** An export as the app shows it: its token only while ready, made anew each time (nothing of it is stored). */
export function exportStateOf(row: DataRequestRow, keys: Keyring, at: Date): DataExportState {
  const expiresAt = row.exportExpiresAt;
  const ready = row.state === 'done' && expiresAt !== null && expiresAt.getTime() > at.getTime();
  const state = row.state === 'preparing' ? 'preparing' : row.state === 'failed' ? 'failed' : ready ? 'ready' : 'expired';
  return {
    id: row.id, state, requestedAt: row.receivedAt.toISOString(),
    readyAt: row.handledAt ? row.handledAt.toISOString() : null,
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    token: ready && expiresAt ? signExportLink(keys.current, row.userId, row.id, expiresAt) : null,
  };
}

export function correctionOf(row: DataRequestRow): DataCorrection | null {
  if (!row.correction) return null;
  return {
    id: row.id, ...row.correction, state: row.state, requestedAt: row.receivedAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null, refusal: row.refusal,
  };
}

/** The law's deadline of a request, counted on the market's calendar from the day it came. */
function deadlineOf(row: Pick<DataRequestRow, 'receivedAt' | 'extensionReason'>, rule: DeadlineRule, market: MarketId): string {
  return dataRequestDeadline(marketDate(row.receivedAt, market), rule, row.extensionReason !== null);
}

/** Staff's counts of the open requests: all of them, and those past the law's deadline. */
export function openCounts(open: readonly Pick<DataRequestRow, 'receivedAt' | 'extensionReason'>[], rule: DeadlineRule, market: MarketId, at: Date) {
  const today = marketDate(at, market);
  return { open: open.length, overdue: open.filter((row) => isOverdue(deadlineOf(row, rule, market), today, false)).length };
}

/** A request as staff's queue shows it, with the law's deadline counted on the market's calendar. */
export function staffViewOf(row: DataRequestRow, rule: DeadlineRule, market: MarketId, at: Date): StaffDataRightsRequest {
  const handled = row.handledAt !== null;
  const deadline = deadlineOf(row, rule, market);
  return {
    id: row.id, userId: row.userId, kind: row.kind, state: row.state, receivedAt: row.receivedAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handlingHours: row.handledAt ? Math.floor((row.handledAt.getTime() - row.receivedAt.getTime()) / HOUR_MS) : null,
    deadline, overdue: isOverdue(deadline, marketDate(at, market), handled), extensionReason: row.extensionReason,
    correction: row.correction ?? null, refusal: row.refusal, handledBy: row.handledBy,
  };
}
