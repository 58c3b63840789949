-- 0013: the repayment channels (issue 10, ADR 034): each borrower's serial at the collections
-- providers, our checkout and cash references, how far each provider was reconciled, credit
-- refunded by staff, allocations of one payment over two loans (credit paying the next), and
-- what an early payoff settled without money (ADR 013).
-- Forward-only: never edit once released.

CREATE SEQUENCE "repayment_customer_serial";

CREATE TABLE "repayment_customers" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"serial" bigint NOT NULL DEFAULT nextval('repayment_customer_serial'),
	CONSTRAINT "repayment_customers_serial_key" UNIQUE ("serial")
);

CREATE TABLE "repayment_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_id" text REFERENCES "loan_orders"("id"),
	"amount" bigint,
	"currency" text NOT NULL,
	"payable_reference" text,
	"barcode_url" text,
	"provider_reference" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "repayment_references_user_id_idx" ON "repayment_references" ("user_id");
CREATE INDEX "repayment_references_payable_idx" ON "repayment_references" ("payable_reference");

-- A checkout's return asks whether its reference was paid.
CREATE INDEX "incoming_payments_target_idx" ON "incoming_payments" ("provider", "target_kind", "target");

CREATE TABLE "collections_reconciliations" (
	"provider" text PRIMARY KEY NOT NULL,
	"reconciled_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);

CREATE TABLE "credit_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"staff_name" text NOT NULL,
	"transfer_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "credit_refunds_user_id_idx" ON "credit_refunds" ("user_id");
CREATE UNIQUE INDEX "credit_refunds_transfer_reference_idx" ON "credit_refunds" ("transfer_reference");

ALTER TABLE "repayment_allocations" DROP CONSTRAINT "repayment_allocations_pk";
ALTER TABLE "repayment_allocations" ADD CONSTRAINT "repayment_allocations_pk" PRIMARY KEY ("payment_id", "order_id", "phase", "component");

CREATE TABLE "repayment_settlements" (
	"payment_id" text NOT NULL REFERENCES "incoming_payments"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"phase" integer NOT NULL,
	"component" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "repayment_settlements_pk" PRIMARY KEY ("payment_id", "order_id", "phase", "component")
);
CREATE INDEX "repayment_settlements_order_id_idx" ON "repayment_settlements" ("order_id");
