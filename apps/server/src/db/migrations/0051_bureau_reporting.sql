-- 0051: reporting to the credit bureaus (issue 24, ADR 100 and 101). The read models the
-- bureau-reporting module reads, each published by the module that owns its tables (ADR 023),
-- the files it makes and what each delivered file said of each loan. Forward-only.

-- The loans module: every loan paid out, with its borrower, schedule and closing day.
CREATE VIEW "bureau_loans" AS
	SELECT o."id" AS "order_id", o."order_no", o."user_id", o."market", o."status", f."currency", f."principal",
		f."disbursed_at", o."first_overdue_at", CASE WHEN o."status" = 4 THEN o."updated_at" END AS "finished_at",
		s."phases", s."first_amount", s."first_due_date", s."maturity_date"
	FROM "loan_orders" o
	JOIN "loan_offers" f ON f."order_id" = o."id"
	JOIN LATERAL (
		SELECT count(*)::integer AS "phases", min("due_date") AS "first_due_date", max("due_date") AS "maturity_date",
			(array_agg("amount" ORDER BY "phase"))[1] AS "first_amount"
		FROM "loan_phases" p WHERE p."order_id" = o."id"
	) s ON true
	WHERE o."status" IN (2, 3, 4) AND f."disbursed_at" IS NOT NULL;

-- The ledger module: what each loan owes by the ledger, per receivable account (ADR 018).
CREATE VIEW "ledger_loan_balances" AS
	SELECT t."order_id", t."currency",
		coalesce(sum(e."amount") FILTER (WHERE e."account" = 'principal_receivable'), 0)::bigint AS "principal",
		coalesce(sum(e."amount") FILTER (WHERE e."account" = 'interest_receivable'), 0)::bigint AS "interest",
		coalesce(sum(e."amount") FILTER (WHERE e."account" = 'penalty_receivable'), 0)::bigint AS "penalties"
	FROM "ledger_transactions" t
	JOIN "ledger_entries" e ON e."transaction_id" = t."id"
	WHERE t."order_id" IS NOT NULL AND e."account" IN ('principal_receivable', 'interest_receivable', 'penalty_receivable')
	GROUP BY t."order_id", t."currency";

-- The repayments module: each payment received for a loan, with the instant it was paid.
CREATE VIEW "repayment_loan_payments" AS
	SELECT "order_id", "id" AS "payment_id", "paid_at", "amount"
	FROM "incoming_payments"
	WHERE "order_id" IS NOT NULL;

-- The application module: the personal details a bureau file names the borrower by.
CREATE VIEW "applicant_identities" AS
	SELECT "user_id", "personal" ->> 'firstName' AS "first_name", "personal" ->> 'middleName' AS "middle_name",
		"personal" ->> 'lastName' AS "last_name", "personal" ->> 'gender' AS "gender", "personal" ->> 'inputBirthday' AS "birthday",
		"personal" ->> 'maritalStatus' AS "marital_status", "personal" ->> 'state' AS "state", "personal" ->> 'city' AS "city",
		"personal" ->> 'address' AS "address", "personal" ->> 'postalCode' AS "postal_code", "personal" ->> 'email' AS "email",
		"personal" ->> 'curp' AS "curp", "personal" ->> 'rfc' AS "rfc", "work" ->> 'companyName' AS "employer"
	FROM "applicant_profiles";

-- The banking module: the identity numbers kept with the payout account (never answered back).
CREATE VIEW "bank_identities" AS
	SELECT "user_id", "bvn", "curp" FROM "bank_accounts";

-- The auth module: the borrower's mobile number.
CREATE VIEW "user_phones" AS
	SELECT "id" AS "user_id", "phone" FROM "users";

-- The bureau-reporting module's files: content encrypted at rest (AES-256-GCM), its SHA-256, the
-- validation and reconciliation results and the delivery record. At most one file per month,
-- bureau and format is on its way or delivered: nothing is sent twice (ADR 100).
CREATE TABLE "bureau_files" (
	"id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"period" text NOT NULL,
	"bureau" text NOT NULL,
	"format" text NOT NULL,
	"reference" text NOT NULL,
	"file_name" text NOT NULL,
	"content" bytea NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"corrections" integer NOT NULL,
	"outstanding" bigint NOT NULL,
	"overdue" bigint NOT NULL,
	"reconciliation" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"problem_count" integer NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"receipt" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trigger" text NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "bureau_files_reference_unique" UNIQUE ("reference"),
	CONSTRAINT "bureau_files_state_check" CHECK ("state" IN ('invalid', 'pending', 'delivered', 'rejected', 'misconfigured', 'unavailable'))
);
CREATE UNIQUE INDEX "bureau_files_live_idx" ON "bureau_files" USING btree ("market", "period", "bureau", "format") WHERE "state" IN ('pending', 'delivered');
CREATE INDEX "bureau_files_period_idx" ON "bureau_files" USING btree ("market", "period", "created_at");

-- What a facility file said of each loan: the money paid up to the month's end (a later file
-- compares it to find payments booked late, ADR 100) and whether it was repaid on time.
CREATE TABLE "bureau_file_loans" (
	"file_id" text NOT NULL REFERENCES "bureau_files"("id"),
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"user_id" text NOT NULL,
	"paid_through" bigint NOT NULL,
	"on_time" boolean NOT NULL,
	"correction" boolean NOT NULL,
	CONSTRAINT "bureau_file_loans_pk" PRIMARY KEY ("file_id", "order_id")
);
CREATE INDEX "bureau_file_loans_order_idx" ON "bureau_file_loans" USING btree ("order_id");

-- Every kind of message so far and the bureau's report of an on-time repayment.
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_kind_check";
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_kind_check"
	CHECK ("kind" IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off', 'payout_given_up', 'payout_new_account', 'refund_sent', 'refund_failed', 'rollover_offer', 'bureau_reported'));
