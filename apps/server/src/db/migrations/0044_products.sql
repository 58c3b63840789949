-- 0044: loan products in the database (issue 22, ADR 082). Each product's versions, one live:
-- new orders are priced with the live version (an offer keeps a copy of the terms it was priced
-- with). Versions are seeded at start from the release's products; a staff version goes live
-- through four-eyes. A borrower's credit limit set by hand (four-eyes `limitOverride`) is the
-- underwriting module's. Forward-only: never edit once released.
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"live_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
CREATE TABLE "product_versions" (
	"product_id" text NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"state" text NOT NULL,
	"made_by" text NOT NULL,
	"approved_by" text,
	"request_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"live_at" timestamp with time zone,
	CONSTRAINT "product_versions_pk" PRIMARY KEY("product_id","version"),
	CONSTRAINT "product_versions_state_check" CHECK ("state" IN ('draft', 'pending', 'live', 'retired'))
);
CREATE UNIQUE INDEX "product_versions_request_key_idx" ON "product_versions" ("request_key");
CREATE UNIQUE INDEX "product_versions_live_idx" ON "product_versions" ("product_id") WHERE "state" = 'live';
CREATE TABLE "credit_limit_overrides" (
	"user_id" text PRIMARY KEY NOT NULL,
	"credit_limit" bigint NOT NULL,
	"previous_limit" bigint,
	"made_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"request_key" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
CREATE UNIQUE INDEX "credit_limit_overrides_request_key_idx" ON "credit_limit_overrides" ("request_key");
