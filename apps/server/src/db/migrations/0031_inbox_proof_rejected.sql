-- 0031: a rejected repayment proof is written to the borrower's messages too (issue 19), not
-- only shown on the proofs page: the message centre takes the kind 'proof_rejected'.
-- Forward-only: never edit once released.
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected'));
