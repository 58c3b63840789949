import type { OrderStatusCode } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { findById, lockOrder, setStatusFrom, type OrderRow } from './order-repository.ts';

/** A transition asked of an order in a status that does not allow it: a bug in the caller, never a borrower's error. */
export class LoanTransitionError extends Error {
  constructor(what: string, orderId: string, status: number | undefined) {
    super(`${what}: order ${orderId} is at status ${status ?? 'missing'}`);
    this.name = 'LoanTransitionError';
  }
}

/**
 * Locks the order for a transition (ADR 016): throws when it is missing or not in one of
 * `from`; reports `done` when it is already in one of `already`, so a repeat is a no-op.
 */
export async function lockAt(
  tx: Executor,
  orderId: string,
  what: string,
  from: readonly OrderStatusCode[],
  already: readonly OrderStatusCode[] = [],
): Promise<{ order: OrderRow; done: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (order && already.includes(order.status)) return { order, done: true };
  if (!order || !from.includes(order.status)) throw new LoanTransitionError(what, orderId, order?.status);
  return { order, done: false };
}

/**
 * A transition that needs nothing of the order but its status, in one round trip instead of
 * lockAt's read and then the write: the update locks the row and checks `from` itself; only a
 * refusal (a bug in the caller) reads the order again, to say which status it was at.
 */
export async function moveFrom(
  tx: Executor,
  orderId: string,
  what: string,
  from: readonly OrderStatusCode[],
  to: OrderStatusCode,
  at: Date,
  extra: { submittedAt?: Date } = {},
): Promise<void> {
  if (await setStatusFrom(tx, orderId, from, to, at, extra)) return;
  throw new LoanTransitionError(what, orderId, (await findById(tx, orderId))?.status);
}
