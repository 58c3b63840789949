-- 0050: credit bureau consents and inquiries (issue 24, ADR 102), written by the bureaus module.
-- A consent per borrower and application: the text version agreed, when, from which address,
-- and in Mexico the authorisation NIP (sealed with AES-256-GCM, never in clear). An inquiry
-- keeps the bureau's report sealed the same way, the facts the decision read, and the day its
-- body must be erased (the retention sweep).
-- Forward-only: never edit once released.
CREATE TABLE "bureau_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"market" text NOT NULL,
	"bureaus" text[] NOT NULL,
	"text_version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"client_ip" text NOT NULL,
	"nip_sealed" text,
	"nip_confirmed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
CREATE UNIQUE INDEX "bureau_consents_live_idx" ON "bureau_consents" ("order_id") WHERE "withdrawn_at" IS NULL;
CREATE INDEX "bureau_consents_user_id_idx" ON "bureau_consents" ("user_id", "accepted_at");

CREATE TABLE "bureau_inquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL REFERENCES "bureau_consents"("id"),
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"order_id" text NOT NULL REFERENCES "loan_orders"("id"),
	"bureau" text NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"reasons" text[] NOT NULL,
	"facts" jsonb,
	"report_sealed" text,
	"requested_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "bureau_inquiries_outcome_check" CHECK ("outcome" IN ('report', 'identity_mismatch', 'unavailable', 'invalid_response', 'refused', 'misconfigured'))
);
CREATE UNIQUE INDEX "bureau_inquiries_reference_idx" ON "bureau_inquiries" ("reference");
CREATE INDEX "bureau_inquiries_order_id_idx" ON "bureau_inquiries" ("order_id", "requested_at");
CREATE INDEX "bureau_inquiries_user_id_idx" ON "bureau_inquiries" ("user_id", "requested_at");
CREATE INDEX "bureau_inquiries_retain_idx" ON "bureau_inquiries" ("retain_until") WHERE "report_sealed" IS NOT NULL;
