/**
 * Issue 22's polish (spread into en.ts): the words for codes the borrower view used to show raw
 * (ADR 081), keyed by the stored code so a screen finds them as `<prefix>.<code>`; and the
 * "more" of lists read a page at a time.
 */
export const polishEn = {
  // One-time codes, by what they were asked for (OTP_PURPOSES).
  'sms.kind.login': 'sign-in',
  'sms.kind.register': 'registration',
  'sms.kind.bankCard': 'payout account',
  'sms.kind.loanAction': 'loan confirmation',
  // Reminders and receipts (the reminders module's message kinds).
  'sms.kind.payment_received': 'Receipt of a payment',
  'sms.kind.rollover_confirmed': 'Confirmation of a rollover',
  'sms.kind.due_in_3_days': 'Reminder: due in 3 days',
  'sms.kind.due_today': 'Reminder: due today',
  'sms.kind.overdue': 'Reminder: overdue',
  'sms.state.sending': 'being sent (not confirmed by the SMS provider)',
  'sms.state.sent': 'sent',
  'sms.state.rejected': 'refused by the SMS provider',
  // The ledger statement's lines (STATEMENT_LINE_KINDS).
  'statement.kind.principal': 'Principal',
  'statement.kind.interest': 'Interest',
  'statement.kind.interest_tax': 'Tax on interest',
  'statement.kind.fee': 'Processing fee',
  'statement.kind.fee_tax': 'Tax on the fee',
  'statement.kind.disbursed': 'Paid out to the borrower',
  'statement.kind.payment': 'Payment',
  'statement.kind.credit_applied': 'Credit applied',
  'statement.kind.credit_held': 'Overpayment kept as credit',
  'statement.kind.payment_credit': 'Payment from credit',
  'statement.kind.early_payoff': 'Interest not charged (paid early)',
  'statement.kind.reversal': 'Reversal',
  'statement.kind.extension_fee': 'Rollover fee',
  'statement.kind.penalty': 'Late penalty',
  'statement.kind.written_off': 'Written off',
  // Lists a page at a time: the next page after the last row shown.
  'complaints.more': 'More complaints',
  'suspense.more': 'More payments',
  // The payout desk's resend to a new Nigerian account: the bank chosen by name.
  'payouts.bank': 'Bank',
  'payouts.chooseBank': 'Choose the bank',
  'payouts.banksFailed': 'The list of banks could not be read. Try again in a moment.',
  'borrowers.moreMessages': 'More messages',
  'borrowers.moreSms': 'More SMS',
  // The approvals card's change: a credit limit and where it comes from.
  'field.creditLimit': 'Credit limit',
  'field.source': 'Set by',
  'change.source.ladder': 'the ladder (on-time repayments)',
  'change.source.override': 'hand (a four-eyes change)',
} as const;
