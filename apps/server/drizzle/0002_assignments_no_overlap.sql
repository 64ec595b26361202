-- Custom SQL migration: one technician's live assignments never overlap, enforced by the
-- database so concurrent saves cannot both win. Half-open ranges: [10:00,11:00) and
-- [11:00,12:00) touch without overlapping. Minute precision comes from the
-- assignment_*_whole_minute checks. Soft-deleted rows (deleted_at set) do not block.
-- drizzle-kit cannot express exclusion constraints, so it is not in the TypeScript schema.
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_no_overlap" EXCLUDE USING gist ("technician_bp_no" WITH =, tstzrange("start_date", "end_date", '[)') WITH &&) WHERE ("deleted_at" IS NULL);
