-- 0047: the collections work queue (issue 22, ADR 087). What staff recorded and sent about an
-- overdue loan (notes, promises to pay, reminders, extension offers), a reminder and an offer
-- at most once per loan and market day; the message centre takes the extension offer's kind.
-- Forward-only: never edit once released.
CREATE TABLE "collection_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"market_day" date NOT NULL,
	"note" text,
	"promised_on" date,
	"promised_amount" bigint,
	"currency" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_contacts_kind_check" CHECK ("kind" IN ('note', 'promise', 'reminder', 'rollover_offer')),
	CONSTRAINT "collection_contacts_promise_check" CHECK (("promised_on" IS NULL) = ("promised_amount" IS NULL) AND ("promised_amount" IS NULL OR "promised_amount" > 0))
);
CREATE UNIQUE INDEX "collection_contacts_once_a_day_idx" ON "collection_contacts" USING btree ("order_id", "kind", "market_day") WHERE "kind" IN ('reminder', 'rollover_offer');
CREATE INDEX "collection_contacts_order_idx" ON "collection_contacts" USING btree ("order_id", "created_at");
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off', 'payout_given_up', 'payout_new_account', 'refund_sent', 'refund_failed', 'rollover_offer'));
