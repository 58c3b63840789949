import type { CollectionsProvider, ReceivedPayment } from '../src/providers/collections/types.ts';

/**
 * A vendor whose transaction list the test writes (ADR 086): it can list a payment we never
 * heard of, list one of ours with another amount, or leave one of ours out. `listPayments`
 * answers what it holds in the window asked, as a vendor's search does.
 */
export function fakeVendor(name = 'sandbox') {
  const holds: ReceivedPayment[] = [];
  const provider: CollectionsProvider = {
    name,
    readNotification: () => ({ kind: 'forged' }),
    confirmPayment: async () => ({ state: 'not_paid' }),
    listPayments: async (from, to) => ({
      ok: true,
      value: holds.filter((p) => new Date(p.paidAt).getTime() >= from.getTime() && new Date(p.paidAt).getTime() < to.getTime()),
    }),
  };
  return {
    provider,
    /** The vendor lists this payment as it is. */
    lists(payment: ReceivedPayment) {
      holds.push(payment);
    },
    /** The vendor lists this payment with another amount than ours. */
    listsWithAmount(payment: ReceivedPayment, amount: number) {
      holds.push({ ...payment, amount });
    },
  };
}
