ALTER TABLE "promotions" ADD COLUMN "schedule_applied" text;--> statement-breakpoint
-- boundaries already passed count as applied, so the first run keeps every switch as the admin left it
UPDATE "promotions" SET "schedule_applied" = CASE WHEN "end_date" < current_date THEN 'ended' WHEN "start_date" <= current_date THEN 'started' END;
