DROP INDEX "customers_name_folded_index";--> statement-breakpoint
CREATE INDEX "customers_name_folded_index" ON "customers" USING gin (lower(translate("name", 'İIıЁё', 'iiiее')) gin_trgm_ops);--> statement-breakpoint
-- The activity search's folded customer name folds ё as е too (db/text-match.ts): its statistics follow the expression.
DROP STATISTICS IF EXISTS "activity_events_customer_folded";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "activity_events_customer_folded" ON (lower(translate("customer_name", 'İIıЁё', 'iiiее'))) FROM "activity_events";
--> statement-breakpoint
ANALYZE "activity_events";
