-- 0006: approved offers with their terms snapshot and accepted figures, the repayment
-- schedule, and status 10 (payout failed) counted as an open order (ADR 016).
-- Depends on 0001 (users) and 0002 (loan_orders). Forward-only: never edit once released.

CREATE TABLE "loan_offers" (
	"order_id" text PRIMARY KEY NOT NULL REFERENCES "loan_orders"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"credit_limit" bigint NOT NULL,
	"reloan" boolean NOT NULL,
	"terms" jsonb NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"principal" bigint,
	"tenure_days" integer,
	"processing_fee" bigint,
	"fee_tax" bigint,
	"interest" bigint,
	"disbursal_amount" bigint,
	"coupon_discount" bigint,
	"total_repayable" bigint,
	"apr_ppm" integer,
	"start_date" date,
	"due_date" date,
	"figures" jsonb,
	"payout_requested_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone
);
CREATE INDEX "loan_offers_user_id_idx" ON "loan_offers" ("user_id", "approved_at");
CREATE INDEX "loan_offers_confirm_by_idx" ON "loan_offers" ("confirm_by");

CREATE TABLE "loan_phases" (
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"phase" integer NOT NULL,
	"due_date" date NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "loan_phases_pk" PRIMARY KEY("order_id", "phase")
);

-- A borrower whose payout failed (10) re-applies on the same order instead of starting over.
-- Keep in step with OPEN_ORDER_STATUSES.
DROP INDEX "loan_orders_one_open_idx";
CREATE UNIQUE INDEX "loan_orders_one_open_idx" ON "loan_orders" ("user_id")
	WHERE status IN (1, 2, 3, 5, 6, 7, 10, 11, 12, 14, 17, 18, 19);
