-- 0041: what staff wrote off of an overdue loan by four-eyes (issue 22, ADR 079), per phase and
-- charge, so a phase owes what it is charged minus its payments, settlements and these. One
-- write-off per loan (it closes the loan), keyed by the four-eyes request that made it. The
-- borrower is told in the message centre: the kind 'loan_written_off'.
-- Forward-only: never edit once released.
CREATE TABLE "loan_write_offs" (
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"phase" integer NOT NULL,
	"component" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_key" text NOT NULL,
	"staff_name" text NOT NULL,
	"written_off_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_write_offs_pk" PRIMARY KEY ("order_id", "phase", "component"),
	CONSTRAINT "loan_write_offs_amount_check" CHECK ("amount" > 0)
);
CREATE INDEX "loan_write_offs_request_key_idx" ON "loan_write_offs" ("request_key");
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off'));
