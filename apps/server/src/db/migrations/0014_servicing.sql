-- 0014: the daily servicing run (issue 11, ADR 036): penalties charged per loan, phase and
-- market day, each market day's run with how far it got, the loans module's published read
-- model of the schedule with its penalty terms, and an index for walking the loans being
-- repaid in id order. Forward-only: never edit once released.

-- One row per loan, phase and market day charged: the primary key is what makes a second run,
-- a second instance or a restart charge nothing more. `base` is the overdue amount the day's
-- rate was applied to (shown with the penalty, so the borrower can check it).
CREATE TABLE "loan_penalties" (
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"phase" integer NOT NULL,
	"market_day" date NOT NULL,
	"amount" bigint NOT NULL,
	"base" bigint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_penalties_pk" PRIMARY KEY ("order_id", "phase", "market_day")
);

-- One row per market and market day: the last order id a committed batch covered, and when
-- the whole day was done. A batch locks this row, so two instances take turns.
CREATE TABLE "servicing_runs" (
	"market" text NOT NULL,
	"market_day" date NOT NULL,
	"cursor" text,
	"loans" integer NOT NULL DEFAULT 0,
	"marked_overdue" integer NOT NULL DEFAULT 0,
	"penalties" integer NOT NULL DEFAULT 0,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "servicing_runs_pk" PRIMARY KEY ("market", "market_day")
);

-- Loans being repaid (Repaying 2, Overdued 3), by market and id: the run's keyset walk.
-- Keep in step with STATUS_GROUPS.repayable.
CREATE INDEX "loan_orders_servicing_idx" ON "loan_orders" ("market", "id") WHERE status IN (2, 3);

-- The loans module's published read model (ADR 023) of each phase with what its penalty is
-- priced from: the loan's principal and the penalty settings of its terms snapshot (null when
-- a snapshot predates them; the reader fills the domain's defaults).
CREATE VIEW "loan_servicing_phases" AS
	SELECT p."order_id", p."phase", p."due_date", p."amount",
		o."principal" AS "loan_principal",
		o."currency",
		(o."terms" ->> 'overduePenaltyDailyPpm')::integer AS "penalty_daily_ppm",
		(o."terms" ->> 'penaltyCapPpm')::integer AS "penalty_cap_ppm",
		(o."terms" ->> 'maxPenaltyDays')::integer AS "max_penalty_days"
	FROM "loan_phases" p
	JOIN "loan_offers" o ON o."order_id" = p."order_id";
