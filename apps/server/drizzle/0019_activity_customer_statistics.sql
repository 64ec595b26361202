-- Custom SQL migration: statistics on the folded customer name the activity search matches
-- (apps/server/src/modules/activity/repo.ts, `lower(translate(customer_name, 'İIı', 'iii')) like …`).
-- Without them PostgreSQL guesses that a contains-match keeps 0.5 % of the rows, so for one technician's
-- year it fetched and sorted all 2,000 of their events (5.5 ms) instead of walking their index newest
-- first and stopping at the page's 25th match (0.3 ms).
CREATE STATISTICS IF NOT EXISTS "activity_events_customer_folded" ON (lower(translate("customer_name", 'İIı', 'iii'))) FROM "activity_events";
--> statement-breakpoint
ANALYZE "activity_events";
