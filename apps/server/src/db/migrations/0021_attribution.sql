-- 0021: where each registration came from (issue 12, ADR 046): the advert's attribution id
-- (afid) and campaign parameters, first touch only (one row per user, written once at
-- registration). No phone number, name or address: values are cleaned of anything that could
-- carry one, and each is bounded.
-- Forward-only: never edit once released.

CREATE TABLE "registration_attributions" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"afid" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_term" text,
	"click_id" text,
	"landing_page" text,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_attributions_length_check" CHECK (
		coalesce(length("afid"), 0) <= 128 AND coalesce(length("utm_source"), 0) <= 128
		AND coalesce(length("utm_medium"), 0) <= 128 AND coalesce(length("utm_campaign"), 0) <= 128
		AND coalesce(length("utm_content"), 0) <= 128 AND coalesce(length("utm_term"), 0) <= 128
		AND coalesce(length("click_id"), 0) <= 128 AND coalesce(length("landing_page"), 0) <= 128
	)
);
-- Staff's report: the latest registrations and the counts per campaign over a period.
CREATE INDEX "registration_attributions_registered_at_idx" ON "registration_attributions" ("registered_at");
