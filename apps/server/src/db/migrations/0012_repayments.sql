-- 0012: money in (issue 10, ADR 032), the repayments module's tables (ADR 023): every payment
-- recorded once under the provider's reference, its allocation over a loan's phases, and the
-- borrowers' own accounts at the collections providers.
-- Forward-only: never edit once released.

CREATE TABLE "incoming_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"user_id" text REFERENCES "users"("id"),
	"order_id" text REFERENCES "loan_orders"("id"),
	"outcome" text NOT NULL,
	"reason" text
);
CREATE UNIQUE INDEX "incoming_payments_provider_reference_idx" ON "incoming_payments" ("provider", "provider_reference");
CREATE INDEX "incoming_payments_order_id_idx" ON "incoming_payments" ("order_id");
CREATE INDEX "incoming_payments_user_id_idx" ON "incoming_payments" ("user_id");

CREATE TABLE "repayment_allocations" (
	"payment_id" text NOT NULL REFERENCES "incoming_payments"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"phase" integer NOT NULL,
	"component" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "repayment_allocations_pk" PRIMARY KEY ("payment_id", "phase", "component")
);
CREATE INDEX "repayment_allocations_order_id_idx" ON "repayment_allocations" ("order_id");

CREATE TABLE "repayment_accounts" (
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "repayment_accounts_pk" PRIMARY KEY ("user_id", "provider")
);
CREATE UNIQUE INDEX "repayment_accounts_number_idx" ON "repayment_accounts" ("provider", "account_number");
