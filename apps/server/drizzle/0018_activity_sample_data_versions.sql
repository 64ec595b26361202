-- Custom SQL migration: data versions for the cached totals of the activity and sample searches
-- (docs/decisions/0008-search-totals-cache.md).
--
-- The pattern of planning_data_version (migration 0003, where the reasoning is written down): every
-- statement changing a table a count reads bumps the sequence under a SHARED transaction-level advisory
-- lock; *_settled() returns last_value only if it gets the EXCLUSIVE form without waiting, i.e. no bumping
-- transaction is still running. Sequences and lock keys of their own, so a plan save (which writes activity)
-- does not empty the sample totals, and the reverse.
-- The activity count reads activity_events only (its scope is the event's team of the time).
-- The sample count reads sos_samples and technicians (scope and team filter: the technician's team now).
CREATE SEQUENCE IF NOT EXISTS "activity_data_version" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "activity_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7346010, 3);
  PERFORM nextval('activity_data_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "activity_data_version_settled"() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF pg_try_advisory_xact_lock(7346010, 3) THEN
    RETURN (SELECT last_value FROM activity_data_version);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_events_activity_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_events" FOR EACH STATEMENT EXECUTE FUNCTION activity_data_version_bump();
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "sample_data_version" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sample_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7346010, 4);
  PERFORM nextval('sample_data_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sample_data_version_settled"() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF pg_try_advisory_xact_lock(7346010, 4) THEN
    RETURN (SELECT last_value FROM sample_data_version);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sos_samples_sample_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sos_samples" FOR EACH STATEMENT EXECUTE FUNCTION sample_data_version_bump();
--> statement-breakpoint
CREATE TRIGGER "technicians_sample_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "technicians" FOR EACH STATEMENT EXECUTE FUNCTION sample_data_version_bump();
--> statement-breakpoint
-- A sequence never called reads last_value = 1 and its first nextval returns 1 too: a total cached before the
-- first write would be served after it. One call each now (the planning and CI versions had the same gap).
SELECT nextval('planning_data_version'), nextval('ci_data_version'), nextval('activity_data_version'), nextval('sample_data_version');
