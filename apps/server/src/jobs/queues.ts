/** Queue names, so producers and consumers cannot drift apart. */
export const QUEUE = {
  assessment: 'assessment',
  payout: 'payout',
  payoutReconcile: 'payout-reconcile',
  cancelUnconfirmed: 'cancel-unconfirmed',
  retention: 'retention',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];
