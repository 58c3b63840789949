-- 0002: loan orders (the application's step state), applicant profiles, payout bank accounts.
-- Depends only on 0001 (users). Forward-only: never edit once released.

CREATE TABLE "loan_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"market" text NOT NULL,
	"product_id" text,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "loan_orders_order_no_unique" UNIQUE("order_no")
);
CREATE INDEX "loan_orders_user_id_idx" ON "loan_orders" ("user_id", "created_at");
-- One application under way per borrower (ADR 010); keep in step with OPEN_ORDER_STATUSES.
CREATE UNIQUE INDEX "loan_orders_one_open_idx" ON "loan_orders" ("user_id")
	WHERE status IN (1, 2, 3, 5, 6, 7, 11, 12, 14, 17, 18, 19);

CREATE TABLE "applicant_profiles" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"personal" jsonb,
	"work" jsonb,
	"questionnaire" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);

CREATE TABLE "bank_accounts" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"market" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"bvn" text,
	"curp" text,
	"verified_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
