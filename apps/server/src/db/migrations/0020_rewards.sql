-- 0020: coupons and the lottery draw (issue 12, ADR 045). A coupon is money off one loan's
-- interest (booked as marketing expense at disbursement, ADR 018), never cash. A draw is
-- recorded with every input that decided it, once per loan.
-- Forward-only: never edit once released.

CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	-- The smallest loan principal it applies to (0: any).
	"min_loan" bigint NOT NULL DEFAULT 0,
	"expires_at" timestamp with time zone NOT NULL,
	-- card_authorisation | draw | staff | sandbox
	"source" text NOT NULL,
	-- Staff coupons: who gave it and why.
	"issued_by" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("amount" > 0 AND "min_loan" >= 0),
	CONSTRAINT "coupons_source_check" CHECK ("source" IN ('card_authorisation', 'draw', 'staff', 'sandbox'))
);
CREATE INDEX "coupons_user_id_idx" ON "coupons" ("user_id", "created_at");
-- The card-authorisation coupon is given once per borrower, however many cards or retries.
CREATE UNIQUE INDEX "coupons_card_authorisation_idx" ON "coupons" ("user_id") WHERE "source" = 'card_authorisation';

-- A coupon taken by a loan at confirmation; released (kept as history) when that loan is
-- given up before any money went out.
CREATE TABLE "coupon_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL REFERENCES "coupons"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	-- The order's number as the borrower knows it, for their coupon list.
	"order_no" text NOT NULL,
	-- What it took off the interest (the coupon, capped at the interest).
	"discount" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	CONSTRAINT "coupon_uses_discount_check" CHECK ("discount" >= 0)
);
-- One loan per coupon and one coupon per loan, even with concurrent confirmations.
CREATE UNIQUE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" ("coupon_id") WHERE "released_at" IS NULL;
CREATE UNIQUE INDEX "coupon_uses_order_idx" ON "coupon_uses" ("order_id") WHERE "released_at" IS NULL;

-- Every draw with what decided it: the prize table (and its version), the random value drawn
-- from the cryptographic source in [0, total_weight), and the budget left before it.
CREATE TABLE "reward_draws" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"market" text NOT NULL,
	-- The budget period: the market's calendar month, 'YYYY-MM'.
	"period" text NOT NULL,
	"table_version" text NOT NULL,
	"prize_table" jsonb NOT NULL,
	"total_weight" integer NOT NULL,
	"random_value" integer NOT NULL,
	"budget_left" bigint NOT NULL,
	-- null: no prize.
	"prize_amount" bigint,
	"coupon_id" text REFERENCES "coupons"("id"),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_draws_value_check" CHECK ("random_value" >= 0 AND "random_value" < "total_weight")
);
-- A loan draws once: concurrent draws meet this index.
CREATE UNIQUE INDEX "reward_draws_order_idx" ON "reward_draws" ("order_id");
-- The period's spend is summed from here.
CREATE INDEX "reward_draws_period_idx" ON "reward_draws" ("market", "period");
