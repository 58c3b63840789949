/** English texts of the message centre (issue 12, ADR 047); the messages themselves come written from the server. */
export const inboxEn = {
  'inbox.empty': 'No messages yet. We will write to you here about your loan.',
  'inbox.unread': 'Unread',
  'inbox.more': 'Show older messages',
  'inbox.toLoan': 'See your loan',
  'inbox.toProofs': 'See your repayment proofs',
  'inbox.toCare': 'See your complaints',
} as const;
