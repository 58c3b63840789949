-- 0003: identity photos (latest per kind) and passed identity checks (kyc module).
-- Depends only on 0001 (users). Forward-only: never edit once released.

CREATE TABLE "kyc_images" (
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"image_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"recognized" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_images_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "kyc_images_image_id_unique" UNIQUE("image_id")
);

CREATE TABLE "kyc_identities" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"id_type" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"provider" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
