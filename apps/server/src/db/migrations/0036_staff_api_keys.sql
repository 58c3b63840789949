-- 0036: integrations' API keys on the staff API (issue 22, ADR 074), replacing the one shared
-- STAFF_API_TOKEN. A key is `llk_<id>_<secret>`; only the secret's sha256 is kept, so a copy
-- of this table opens nothing. Scoped by permissions and markets, revoked by setting
-- revoked_at (kept, so the audit trail's actor stays readable).
-- Forward-only: never edit once released.

CREATE TABLE "staff_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"permissions" text[] NOT NULL,
	"markets" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	-- 'staff:<id>', 'api-key:<id>' or 'cli' (a key made before any admin exists).
	"created_by" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
