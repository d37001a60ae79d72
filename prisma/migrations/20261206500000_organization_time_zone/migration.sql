-- The organisation's time zone (issue 24 point 8): every date and time its screens and its CSV export
-- show is in this IANA zone. Existing organisations get Mexico City, the zone the app always used.
-- AlterTable
ALTER TABLE "Organization" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'America/Mexico_City';
