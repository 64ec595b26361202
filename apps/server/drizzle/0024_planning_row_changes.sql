-- Custom SQL migration: which rows of the planning history changed at which data version
-- (docs/decisions/0029-history-results-revalidated.md; the version and its locks: 0003_planning_data_version).
--
-- A cached history result (its matching rows' ids, or a total above the bound) is labelled with the settled
-- planning_data_version it was read at. When the version has moved, the reader asks this log which
-- assignments, work orders and technicians changed in between: if none of them matched before or matches
-- now, the result still holds and is relabelled, instead of being read again (a sparse filter over a year
-- costs 0.3-0.8 s to read, and every save anywhere used to force that).
--
-- Each statement changing a table the history shows appends one row with its own nextval of
-- planning_data_version, under the same SHARED advisory lock as every version bump, so a reader holding
-- planning_data_version_settled() = S sees every row with version <= S committed (or rolled back, gone).
-- Append-only, no row is updated: writers never wait for each other. A statement touching more than 1,000
-- rows, a TRUNCATE, and any change to a customer or a training/vacation kind (their names are shown on every
-- row) log every_row: every cached result is read again. A periodic job deletes rows older than 15 minutes
-- and moves the horizon: a result labelled below it cannot be revalidated and is read again.
CREATE TABLE "planning_row_changes" (
  "version" bigint NOT NULL,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now(),
  "assignment_ids" integer[] NOT NULL DEFAULT '{}',
  "work_order_ids" integer[] NOT NULL DEFAULT '{}',
  "technician_bp_nos" text[] NOT NULL DEFAULT '{}',
  "every_row" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX "planning_row_changes_version" ON "planning_row_changes" ("version");
--> statement-breakpoint
CREATE TABLE "planning_row_changes_horizon" (
  "only_row" boolean PRIMARY KEY DEFAULT true CHECK ("only_row"),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "planning_row_changes_horizon" ("version") SELECT last_value FROM planning_data_version;
--> statement-breakpoint
-- Readers of the settled version queue as the grid's do (0022_planning_grid_readers_queue): with ten readers
-- revalidating at once after a write, the exclusive try failed on each other and most read their result
-- again in full without storing it.
CREATE OR REPLACE FUNCTION "planning_data_version_settled"() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7346010, 5);
  FOR attempt IN 1..3 LOOP
    IF pg_try_advisory_xact_lock(7346010, 1) THEN
      RETURN (SELECT last_value FROM planning_data_version);
    END IF;
    IF attempt < 3 THEN
      PERFORM pg_sleep(0.001);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_rows_changed"(assignment_ids integer[], work_order_ids integer[], bp_nos text[], every_row boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT every_row AND cardinality(assignment_ids) = 0 AND cardinality(work_order_ids) = 0 AND cardinality(bp_nos) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7346010, 1);
  IF every_row OR cardinality(assignment_ids) > 1000 OR cardinality(work_order_ids) > 1000 OR cardinality(bp_nos) > 1000 THEN
    INSERT INTO planning_row_changes (version, every_row) VALUES (nextval('planning_data_version'), true);
  ELSE
    INSERT INTO planning_row_changes (version, assignment_ids, work_order_ids, technician_bp_nos)
    VALUES (nextval('planning_data_version'), assignment_ids, work_order_ids, bp_nos);
  END IF;
END;
$$;
--> statement-breakpoint
-- The rows a statement changed, at most 1,001 of each kind (more is every_row). Transition tables exist only
-- for the events a trigger was made for: each branch names only those (plpgsql resolves a query when it first
-- runs it). New work orders, items and technicians have no assignment yet: only their updates and deletions count.
CREATE OR REPLACE FUNCTION "planning_row_changes_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none integer[] := '{}';
BEGIN
  IF TG_TABLE_NAME = 'assignments' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM planning_rows_changed(ARRAY(SELECT id FROM new_rows LIMIT 1001), none, '{}', false);
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM planning_rows_changed(ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows LIMIT 1001), none, '{}', false);
    ELSE
      PERFORM planning_rows_changed(ARRAY(SELECT id FROM old_rows LIMIT 1001), none, '{}', false);
    END IF;
  ELSIF TG_TABLE_NAME = 'work_orders' THEN
    IF TG_OP = 'UPDATE' THEN
      PERFORM planning_rows_changed(none, ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows LIMIT 1001), '{}', false);
    ELSE
      PERFORM planning_rows_changed(none, ARRAY(SELECT id FROM old_rows LIMIT 1001), '{}', false);
    END IF;
  ELSIF TG_TABLE_NAME = 'work_order_items' THEN
    IF TG_OP = 'UPDATE' THEN
      PERFORM planning_rows_changed(none, ARRAY(SELECT work_order_id FROM new_rows UNION SELECT work_order_id FROM old_rows LIMIT 1001), '{}', false);
    ELSE
      PERFORM planning_rows_changed(none, ARRAY(SELECT work_order_id FROM old_rows LIMIT 1001), '{}', false);
    END IF;
  ELSIF TG_TABLE_NAME = 'technicians' THEN
    IF TG_OP = 'UPDATE' THEN
      -- Only what the history filters on or shows: the mobile app's position updates change no result.
      PERFORM planning_rows_changed(none, none, ARRAY(
        SELECT o.bp_no FROM old_rows o LEFT JOIN new_rows n ON n.bp_no = o.bp_no
        WHERE n.bp_no IS NULL OR (o.full_name, o.orgunit, o.team_id) IS DISTINCT FROM (n.full_name, n.orgunit, n.team_id)
        LIMIT 1001), false);
    ELSE
      PERFORM planning_rows_changed(none, none, ARRAY(SELECT bp_no FROM old_rows LIMIT 1001), false);
    END IF;
  ELSE
    -- customers, training_vacations: shown on every row.
    PERFORM FROM old_rows LIMIT 1;
    IF FOUND THEN
      PERFORM planning_rows_changed(none, none, '{}', true);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_row_changes_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM planning_rows_changed('{}', '{}', '{}', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  EXECUTE 'CREATE TRIGGER assignments_row_changes_insert AFTER INSERT ON assignments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION planning_row_changes_touch()';
  FOREACH t IN ARRAY ARRAY['assignments', 'work_orders', 'work_order_items', 'technicians', 'customers', 'training_vacations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION planning_row_changes_touch()', t || '_row_changes_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION planning_row_changes_touch()', t || '_row_changes_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION planning_row_changes_truncated()', t || '_row_changes_truncate', t);
  END LOOP;
END;
$$;
