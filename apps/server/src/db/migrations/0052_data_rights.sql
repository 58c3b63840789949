-- 0052: the borrower's own data (issue 24, ADR 103). Every export, correction and objection
-- asked for, with when it came and when, by whom and how it was handled; an export's copy
-- sealed until it expires. The objection to marketing messages, per borrower. The message
-- centre takes the kind that answers a correction.
-- Forward-only: never edit once released.
CREATE TABLE "data_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"correction" jsonb,
	"refusal" text,
	"extension_reason" text,
	"export_sealed" text,
	"export_expires_at" timestamp with time zone,
	CONSTRAINT "data_requests_kind_check" CHECK ("kind" IN ('export', 'correction', 'objection')),
	CONSTRAINT "data_requests_state_check" CHECK ("state" IN ('received', 'preparing', 'done', 'refused', 'failed'))
);
CREATE INDEX "data_requests_user_id_idx" ON "data_requests" USING btree ("user_id", "kind", "received_at");
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("received_at") WHERE "state" IN ('received', 'preparing');
CREATE INDEX "data_requests_sealed_idx" ON "data_requests" USING btree ("export_expires_at") WHERE "export_sealed" IS NOT NULL;
CREATE TABLE "message_preferences" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"marketing_allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off', 'payout_given_up', 'payout_new_account', 'refund_sent', 'refund_failed', 'rollover_offer', 'bureau_reported', 'data_request_answered'));
