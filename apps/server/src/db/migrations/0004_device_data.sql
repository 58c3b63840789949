-- 0004: what the native SDK reports it has uploaded, per order (data-collection step, ADR 010).
-- Depends on 0002 (loan_orders). Forward-only: never edit once released.

CREATE TABLE "device_data_flags" (
	"order_id" text PRIMARY KEY NOT NULL REFERENCES "loan_orders"("id"),
	"app_list" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"exif" boolean NOT NULL,
	"device" boolean NOT NULL,
	"contact" boolean NOT NULL,
	"location" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
