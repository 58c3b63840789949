import { normalizePhone, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { insertMessage, latestMessages } from './sms-outbox-repository.ts';
import { findTransfer, insertTransfer, updateTransfer } from './transfer-repository.ts';

/** How far back the banner looks for a code among a number's messages. */
const RECENT_MESSAGES = 10;
const SIX_DIGITS = /\b(\d{6})\b/;

export interface SandboxLatest {
  text: string;
  code: string;
  sentAt: string;
}

export type SandboxTransferState = 'pending' | 'success' | 'failed' | 'reversed';

export interface SandboxTransfer {
  reference: string;
  providerReference: string;
  accountNumber: string;
  state: SandboxTransferState;
  reason: string | null;
}

/**
 * What the sandbox providers keep, in the sandbox module's tables (ADR 023): the SMS outbox
 * (read back by /sandbox/sms/latest for the web app's banner and the e2e journeys) and the
 * payout rail's transfers, whose settlement is a durable job, so a restart mid-payout settles.
 * Exists only in sandbox mode, which production refuses.
 */
export function createSandboxService(deps: { db: Db; now: Clock; market: MarketId; jobs: JobEnqueuer }) {
  const { db, now, jobs } = deps;
  const view = (row: { reference: string; providerReference: string; accountNumber: string; state: string; reason: string | null }): SandboxTransfer => ({
    reference: row.reference, providerReference: row.providerReference, accountNumber: row.accountNumber,
    state: row.state as SandboxTransferState, reason: row.reason,
  });

  return {
    /** The outbox's texts to a number, newest first, for staff's one view (ADR 081), which masks every code in them. */
    outboxTo: (phone: string, limit: number, beforeId?: number) => latestMessages(db, phone, limit, beforeId),

    /** Keeps a message the sandbox provider "sent"; returns its id in the outbox. */
    recordSms: (phone: string, text: string): Promise<number> => insertMessage(db, { phone, text, createdAt: now() }),

    async latestSms(mobile: string): Promise<Outcome<SandboxLatest>> {
      const phone = normalizePhone(mobile, deps.market);
      if (phone === null) return fail('MOBILE_INVALID');
      // The newest message with a code: a reminder or a receipt sent after the code (a job that
      // ran late) would otherwise hide it from the banner. The code is the six-digit group of
      // the text (the SMS API carries text only).
      const messages = await latestMessages(db, phone, RECENT_MESSAGES);
      const withCode = messages.map((m) => ({ ...m, code: SIX_DIGITS.exec(m.text)?.[1] ?? '' }));
      const message = withCode.find((m) => m.code !== '') ?? withCode[0];
      if (!message) return fail('NOT_FOUND');
      return ok({ text: message.text, code: message.code, sentAt: message.sentAt.toISOString() });
    },

    /**
     * A transfer the sandbox rail takes: recorded pending with its settlement queued after
     * `delayMs`, in one transaction. A repeated reference answers the first transfer, as a
     * real rail's duplicate rule does.
     */
    async recordTransfer(reference: string, accountNumber: string, delayMs: number): Promise<SandboxTransfer> {
      const transfer = await db.transaction(async (tx) => {
        const at = now();
        const row = { reference, providerReference: `SBX-${reference}`, accountNumber, state: 'pending', reason: null, createdAt: at, updatedAt: at };
        if (await insertTransfer(tx, row)) {
          await jobs.enqueue(tx, 'sandboxPayoutSettle', { key: `${reference}:settle`, payload: { reference, step: 'settle' }, runAt: new Date(at.getTime() + delayMs) });
          return view(row);
        }
        const existing = await findTransfer(tx, reference);
        if (!existing) throw new Error(`sandbox transfer ${reference} conflicted but is not there`);
        return view(existing);
      });
      // Committed: a settle job due now runs at once instead of at the next poll.
      jobs.nudge();
      return transfer;
    },

    async findTransfer(reference: string): Promise<SandboxTransfer | null> {
      const row = await findTransfer(db, reference);
      return row ? view(row) : null;
    },

    /** Moves a transfer to `state` (only from `from`); a repeat finds it there and changes nothing. Returns the transfer. */
    async moveTransfer(reference: string, from: SandboxTransferState, state: SandboxTransferState, reason: string | null): Promise<SandboxTransfer | null> {
      return db.transaction(async (tx) => {
        const row = await findTransfer(tx, reference, true);
        if (!row) return null;
        if (row.state !== from) return view(row);
        await updateTransfer(tx, reference, { state, reason, updatedAt: now() });
        return view({ ...row, state, reason });
      });
    },

    /** Queues the reversal of a settled transfer after `delayMs`. */
    async scheduleReversal(reference: string, delayMs: number): Promise<void> {
      await db.transaction((tx) =>
        jobs.enqueue(tx, 'sandboxPayoutSettle', { key: `${reference}:reverse`, payload: { reference, step: 'reverse' }, runAt: new Date(now().getTime() + delayMs) }),
      );
      jobs.nudge();
    },
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
