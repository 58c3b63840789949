-- 0042: failed and stuck payouts on the staff console (issue 22, ADR 080). An attempt asked by a
-- staff action (the four-eyes resend) keeps that action's key, once; an attempt remembers when
-- staff asked the borrower for a new account; the message centre takes two new kinds.
-- Forward-only: never edit once released.
ALTER TABLE "payout_attempts" ADD COLUMN "request_key" text;
ALTER TABLE "payout_attempts" ADD COLUMN "account_asked_at" timestamp with time zone;
CREATE UNIQUE INDEX "payout_attempts_request_key_idx" ON "payout_attempts" USING btree ("request_key");
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off', 'payout_given_up', 'payout_new_account'));
