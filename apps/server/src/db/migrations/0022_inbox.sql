-- 0022: the message centre (issue 12, ADR 047): every message a borrower was sent about their
-- loan (decision, payout, payment received, rollover, due and overdue reminders), kept as its
-- kind and the figures of its text (never the text: it is written at read time in the
-- language the borrower reads in, and never a code or a secret), and when it was read.
-- Forward-only: never edit once released.

CREATE TABLE "inbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	-- Order of writing: newest first even when two messages share an instant (one transaction's events).
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	-- One per event ('approved:<order>', 'payment_received:<payment>', 'reminder:<user>:<day>'):
	-- a retried job or a repeated notification writes nothing more.
	"dedupe_key" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_id" text REFERENCES "loan_orders"("id"),
	"order_no" text,
	"kind" text NOT NULL,
	-- Amounts in minor units, dates 'YYYY-MM-DD' market days (ADR 047).
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_kind_check" CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue'))
);
CREATE UNIQUE INDEX "inbox_messages_dedupe_key_idx" ON "inbox_messages" ("dedupe_key");
-- The list: a borrower's messages, newest first.
CREATE INDEX "inbox_messages_user_id_idx" ON "inbox_messages" ("user_id", "created_at", "seq");
-- The badge: a borrower's unread messages.
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" ("user_id") WHERE "read_at" IS NULL;
