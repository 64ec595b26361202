-- Custom SQL migration (issue 13): rules drizzle-kit cannot express.
--
-- Live entries of one calendar never overlap (half-open [start, end)). DEFERRABLE so one save may
-- shift a whole series in place; the service checks it with SET CONSTRAINTS ... IMMEDIATE before it
-- answers, so a clash is refused inside the request, never at commit.
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE (NOT "deleted") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- One plate number has at most one live registration on any day: two vehicles of one plate may follow
-- each other (deactivated on the 10th, registered again on the 11th) but never overlap, in any
-- organization. Deleted vehicles (deleted_at set) do not block.
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_plate_no_overlap" EXCLUDE USING gist ("plate_number" WITH =, daterange("activation_date", "deactivation_date", '[]') WITH &&) WHERE ("deleted_at" IS NULL);
--> statement-breakpoint
-- Calendars are the teams' working hours on the planning grid: a change must invalidate its cache
-- (0003_planning_data_version.sql).
CREATE TRIGGER "calendars_planning_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendars" FOR EACH STATEMENT EXECUTE FUNCTION planning_data_version_bump();
--> statement-breakpoint
CREATE TRIGGER "calendar_entries_planning_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_entries" FOR EACH STATEMENT EXECUTE FUNCTION planning_data_version_bump();
