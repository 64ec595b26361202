-- Custom SQL migration: invalidations for the in-process reference lists (plugins/reference-cache.ts,
-- docs/decisions/0021-session-cache.md "Reference lists"): all active teams with their organization, section,
-- calendar and working hours, and all active organizations. Any statement on one of their tables NOTIFYs the
-- session channel with 'reference'; PostgreSQL delivers it at commit to every instance (never for a rollback)
-- and folds the repeats of one transaction into one. Statement level: one notification per statement, even
-- for a statement that changed no row (a spurious reload, harmless).
CREATE OR REPLACE FUNCTION "reference_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fsp_session', 'reference');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['teams', 'organizations', 'sections', 'calendars', 'team_working_hours'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION reference_changed()', t || '_reference_changed', t);
  END LOOP;
END;
$$;
