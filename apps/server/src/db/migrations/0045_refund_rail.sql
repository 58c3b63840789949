-- 0045: refunds through the payout rail (issue 22, ADR 085). A credit refund has a method (the
-- rail, or a manual transfer staff made by hand) and a state; the refunds recorded before this
-- were all manual transfers already made, so they migrate as manual and success. A failed
-- refund stops counting against the borrower's credit. The message centre takes two new kinds.
-- Forward-only: never edit once released.
ALTER TABLE "credit_refunds" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;
ALTER TABLE "credit_refunds" ALTER COLUMN "method" DROP DEFAULT;
ALTER TABLE "credit_refunds" ADD COLUMN "state" text DEFAULT 'success' NOT NULL;
ALTER TABLE "credit_refunds" ALTER COLUMN "state" DROP DEFAULT;
ALTER TABLE "credit_refunds" ADD COLUMN "provider" text;
ALTER TABLE "credit_refunds" ADD COLUMN "provider_reference" text;
ALTER TABLE "credit_refunds" ADD COLUMN "failure_reason" text;
ALTER TABLE "credit_refunds" ADD COLUMN "updated_at" timestamp with time zone;
UPDATE "credit_refunds" SET "updated_at" = "created_at";
ALTER TABLE "credit_refunds" ALTER COLUMN "updated_at" SET NOT NULL;
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_method_check" CHECK ("method" IN ('rail', 'manual'));
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_state_check" CHECK ("state" IN ('queued', 'sending', 'pending', 'success', 'failed'));
CREATE INDEX "credit_refunds_state_idx" ON "credit_refunds" USING btree ("state", "updated_at");
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off', 'payout_given_up', 'payout_new_account', 'refund_sent', 'refund_failed'));
