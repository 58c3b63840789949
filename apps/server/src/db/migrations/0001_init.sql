-- 0001: users, sessions, one-time codes, send log, rate-limit counters, sandbox SMS outbox.
-- Drafted with drizzle-kit from src/db/schema.ts; test/migrations.test.ts checks they agree.
-- Forward-only: never edit this file once released; add 0002_*.sql instead.

CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"market" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);

CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");

CREATE TABLE "otp_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
CREATE INDEX "otp_codes_phone_purpose_idx" ON "otp_codes" USING btree ("phone","purpose","created_at");

CREATE TABLE "otp_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "otp_requests_phone_idx" ON "otp_requests" USING btree ("phone","created_at");
CREATE INDEX "otp_requests_client_ip_idx" ON "otp_requests" USING btree ("client_ip","created_at");

CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("bucket","window_start")
);

CREATE TABLE "sandbox_sms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "sandbox_sms_phone_idx" ON "sandbox_sms" USING btree ("phone","id");
