-- 0039: staff's answer to a complaint is written to the borrower's messages too (issue 22), not
-- only shown on the complaints list: the message centre takes the kind 'complaint_answered'.
-- Forward-only: never edit once released.
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered'));
