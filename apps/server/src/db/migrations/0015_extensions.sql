-- 0015: rollover (extension), issue 11, ADR 037. The repayments module's tables (ADR 023):
-- each extension order from the borrower's confirmation to the payment that applied it, and
-- the checkout and cash references made to pay a fee.
-- Forward-only: never edit once released.

-- `state`: awaiting_payment (confirmed, fee not paid), applied (paid: the due dates moved),
-- expired (not paid in time). The fee is fixed when the borrower confirms; `from_date` and
-- `applied_due_date` are recorded when the payment applies it (the days count from the due
-- date, or from the day paid when that is later).
CREATE TABLE "loan_extensions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"days" integer NOT NULL,
	"principal_owed" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_tax" bigint NOT NULL,
	"currency" text NOT NULL,
	"current_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"from_date" date,
	"applied_due_date" date,
	"payment_id" text REFERENCES "incoming_payments"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
CREATE INDEX "loan_extensions_order_id_idx" ON "loan_extensions" ("order_id");
-- Two confirmations racing make one order: at most one awaits payment per loan.
CREATE UNIQUE INDEX "loan_extensions_awaiting_idx" ON "loan_extensions" ("order_id") WHERE "state" = 'awaiting_payment';
-- A rollover's number is applied once per loan, and a payment applies at most one rollover.
CREATE UNIQUE INDEX "loan_extensions_applied_idx" ON "loan_extensions" ("order_id", "number") WHERE "state" = 'applied';
CREATE UNIQUE INDEX "loan_extensions_payment_idx" ON "loan_extensions" ("payment_id");

-- A checkout or cash reference made to pay an extension's fee (its purpose): the payment to it pays that fee.
CREATE TABLE "extension_references" (
	"reference" text PRIMARY KEY NOT NULL REFERENCES "repayment_references"("reference"),
	"extension_id" text NOT NULL REFERENCES "loan_extensions"("id")
);
CREATE INDEX "extension_references_extension_id_idx" ON "extension_references" ("extension_id");
