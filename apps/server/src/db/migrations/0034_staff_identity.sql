-- 0034: staff accounts and console sessions (issue 22, ADR 072). Passwords are argon2id
-- hashes, TOTP secrets encrypted under a key derived from SECRET_KEY, every token a SHA-256
-- digest. Forward-only: never edit once released.

CREATE TABLE "staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	-- Lower-cased by the server: one account per address, whatever the case.
	"email" text NOT NULL,
	"name" text NOT NULL,
	"roles" text[] NOT NULL,
	"markets" text[] NOT NULL,
	"status" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	-- The last TOTP time step accepted: each code is good once.
	"totp_last_step" bigint,
	"enrol_token_hash" text,
	"enrol_expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	-- The inviting admin; null for the first admin, made on the command line.
	"created_by" text,
	CONSTRAINT "staff_accounts_status_check" CHECK ("status" IN ('invited', 'active'))
);
CREATE UNIQUE INDEX "staff_accounts_email_idx" ON "staff_accounts" ("email");
CREATE UNIQUE INDEX "staff_accounts_enrol_token_idx" ON "staff_accounts" ("enrol_token_hash");

CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL REFERENCES "staff_accounts"("id"),
	"token_hash" text NOT NULL,
	"csrf_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"user_agent" text NOT NULL,
	"ended_at" timestamp with time zone
);
CREATE UNIQUE INDEX "staff_sessions_token_idx" ON "staff_sessions" ("token_hash");
-- Signing out everywhere and disabling an account end a person's open sessions.
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" ("staff_id") WHERE "ended_at" IS NULL;
