-- Custom SQL migration: a data version for the planning grid's response cache
-- (docs/decisions/0006-planning-grid-cache.md).
--
-- Every statement that changes a table the grid reads bumps the sequence planning_data_version
-- (statement-level AFTER trigger; nextval is non-transactional and takes no row lock, so concurrent
-- writers never wait for each other). Before bumping, the writer takes a SHARED transaction-level
-- advisory lock, held until it commits or rolls back; shared locks do not conflict with each other.
--
-- A reader that wants to cache an answer calls planning_data_version_settled(): it takes the
-- EXCLUSIVE form of the same lock without waiting and, only if it got it, returns last_value. Holding
-- it proves no transaction that bumped the version is still running, so every bump <= that value
-- belongs to a transaction that has ended, and a committed one is visible to any snapshot taken
-- afterwards (locks are released after the commit becomes visible). A writer that has not bumped yet
-- bumps after the lock is released, to a larger value. The answer built after the call, cached under
-- the returned value and served only while last_value still equals it, is therefore never stale.
-- NULL means a writer was in flight: the reader builds the answer without caching it.
CREATE SEQUENCE IF NOT EXISTS "planning_data_version" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7346010, 1);
  PERFORM nextval('planning_data_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_data_version_settled"() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF pg_try_advisory_xact_lock(7346010, 1) THEN
    RETURN (SELECT last_value FROM planning_data_version);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'assignments', 'assignment_status_history', 'assignment_work_amounts', 'attachments',
    'technicians', 'teams', 'team_working_hours', 'organizations', 'countries', 'customers',
    'work_orders', 'work_order_items', 'training_vacations'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION planning_data_version_bump()',
      t || '_planning_data_version', t);
  END LOOP;
END;
$$;
