-- 0032: identity photos are checked after the upload answers (issue 20, ADR 056). A photo is
-- stored as received with status 'checking' and a photo-check job; the job writes 'checked'
-- (the re-encoded file, what was read, its brightness) or 'rejected' with the borrower's error.
-- Photos already stored were checked before this release. Forward-only: never edit once released.
ALTER TABLE "kyc_images" ADD COLUMN "status" text NOT NULL DEFAULT 'checked';
ALTER TABLE "kyc_images" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "kyc_images" ADD CONSTRAINT "kyc_images_status_check" CHECK ("status" IN ('checking', 'checked', 'rejected'));
ALTER TABLE "kyc_images" ADD COLUMN "rejection" text;
ALTER TABLE "kyc_images" ADD COLUMN "brightness" real;
