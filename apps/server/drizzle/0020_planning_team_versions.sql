-- Custom SQL migration: per-team data versions for the planning grid's pieces
-- (docs/decisions/0026-grid-pieces.md; the global version and its reasoning: 0003_planning_data_version).
--
-- A grid piece (one team's technicians for one day) is cached under two versions: the team's and the
-- "all teams" one. Writes to the often written tables append (team, version) rows for each team they
-- touch; writes to rarely written tables that every piece reads bump planning_all_teams_version.
-- Both take the same SHARED advisory lock as planning_data_version_bump, so
-- planning_grid_versions(teams, true) - which takes the EXCLUSIVE form without waiting - only answers
-- when no writer that bumped is still running: nextval order is not commit order, and a version read
-- while a smaller one is uncommitted would label a piece missing that writer's rows for good.
-- Append-only, no row is updated: writers never wait for or deadlock with each other. Versions come from
-- planning_data_version (one order for all). Rows below a team's newest are pruned by a periodic job.
CREATE TABLE "planning_team_versions" (
  "team_id" integer NOT NULL,
  "version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "planning_team_versions_team_version" ON "planning_team_versions" ("team_id", "version");
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "planning_all_teams_version" AS bigint;
--> statement-breakpoint
-- A sequence never called reads last_value = 1, as after its first nextval: call it once (see 0018).
SELECT nextval('planning_all_teams_version');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_teams_touched"(team_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF cardinality(team_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7346010, 1);
  v := nextval('planning_data_version');
  INSERT INTO planning_team_versions (team_id, version) SELECT DISTINCT t, v FROM unnest(team_ids) t WHERE t IS NOT NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_all_teams_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7346010, 1);
  PERFORM nextval('planning_all_teams_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The teams of the rows a statement changed. Transition tables exist only for the events a trigger was
-- made for: each branch names only those (plpgsql resolves a query when it first runs it).
CREATE OR REPLACE FUNCTION "planning_team_versions_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  teams integer[];
BEGIN
  IF TG_TABLE_NAME = 'assignments' THEN
    IF TG_OP = 'INSERT' THEN
      teams := ARRAY(SELECT t.team_id FROM technicians t WHERE t.bp_no IN (SELECT technician_bp_no FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      teams := ARRAY(SELECT t.team_id FROM technicians t WHERE t.bp_no IN (SELECT technician_bp_no FROM new_rows UNION SELECT technician_bp_no FROM old_rows));
    ELSE
      teams := ARRAY(SELECT t.team_id FROM technicians t WHERE t.bp_no IN (SELECT technician_bp_no FROM old_rows));
    END IF;
  ELSIF TG_TABLE_NAME IN ('assignment_status_history', 'assignment_work_amounts', 'attachments') THEN
    IF TG_OP = 'INSERT' THEN
      teams := ARRAY(SELECT t.team_id FROM assignments a JOIN technicians t ON t.bp_no = a.technician_bp_no WHERE a.id IN (SELECT assignment_id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      teams := ARRAY(SELECT t.team_id FROM assignments a JOIN technicians t ON t.bp_no = a.technician_bp_no
        WHERE a.id IN (SELECT assignment_id FROM new_rows UNION SELECT assignment_id FROM old_rows));
    ELSE
      teams := ARRAY(SELECT t.team_id FROM assignments a JOIN technicians t ON t.bp_no = a.technician_bp_no WHERE a.id IN (SELECT assignment_id FROM old_rows));
    END IF;
  ELSIF TG_TABLE_NAME = 'technicians' THEN
    IF TG_OP = 'INSERT' THEN
      teams := ARRAY(SELECT team_id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      -- Only the columns the grid shows: the mobile app's position updates leave the pieces alone.
      teams := ARRAY(
        SELECT unnest(ARRAY[o.team_id, n.team_id]) FROM old_rows o JOIN new_rows n ON n.bp_no = o.bp_no
        WHERE (o.full_name, o.orgunit, o.team_id, o.active, o.should_be_deleted, o.warning)
          IS DISTINCT FROM (n.full_name, n.orgunit, n.team_id, n.active, n.should_be_deleted, n.warning)
        -- bp_no is the primary key: a changed one is a row gone and a row come.
        UNION SELECT team_id FROM old_rows WHERE bp_no NOT IN (SELECT bp_no FROM new_rows)
        UNION SELECT team_id FROM new_rows WHERE bp_no NOT IN (SELECT bp_no FROM old_rows));
    ELSE
      teams := ARRAY(SELECT team_id FROM old_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'teams' THEN
    IF TG_OP = 'INSERT' THEN
      teams := ARRAY(SELECT id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      teams := ARRAY(SELECT id FROM new_rows UNION SELECT id FROM old_rows);
    ELSE
      teams := ARRAY(SELECT id FROM old_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'team_working_hours' THEN
    IF TG_OP = 'INSERT' THEN
      teams := ARRAY(SELECT team_id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      teams := ARRAY(SELECT team_id FROM new_rows UNION SELECT team_id FROM old_rows);
    ELSE
      teams := ARRAY(SELECT team_id FROM old_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'calendars' THEN
    -- A new calendar has no team yet; a team taking it changes the teams row.
    IF TG_OP = 'UPDATE' THEN
      teams := ARRAY(SELECT id FROM teams WHERE calendar_id IN (SELECT id FROM new_rows UNION SELECT id FROM old_rows));
    ELSE
      teams := ARRAY(SELECT id FROM teams WHERE calendar_id IN (SELECT id FROM old_rows));
    END IF;
  ELSIF TG_TABLE_NAME = 'calendar_entries' THEN
    IF TG_OP = 'INSERT' THEN
      teams := ARRAY(SELECT id FROM teams WHERE calendar_id IN (SELECT calendar_id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      teams := ARRAY(SELECT id FROM teams WHERE calendar_id IN (SELECT calendar_id FROM new_rows UNION SELECT calendar_id FROM old_rows));
    ELSE
      teams := ARRAY(SELECT id FROM teams WHERE calendar_id IN (SELECT calendar_id FROM old_rows));
    END IF;
  ELSIF TG_TABLE_NAME IN ('organizations', 'countries', 'customers', 'training_vacations') THEN
    -- Read by every piece and rarely written: a change for all teams (a statement that changed no row, such as
    -- an upsert that did nothing, changes none).
    IF TG_OP = 'INSERT' THEN
      PERFORM FROM new_rows LIMIT 1;
    ELSE
      PERFORM FROM old_rows LIMIT 1;
    END IF;
    IF FOUND THEN
      PERFORM pg_advisory_xact_lock_shared(7346010, 1);
      PERFORM nextval('planning_all_teams_version');
    END IF;
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'work_order_items' THEN
    -- A new item (or order) has no assignment yet; an assignment made on it changes assignments.
    teams := ARRAY(SELECT t.team_id FROM assignments a JOIN technicians t ON t.bp_no = a.technician_bp_no
      WHERE a.work_order_item_id IN (SELECT id FROM old_rows));
  ELSIF TG_TABLE_NAME = 'work_orders' THEN
    teams := ARRAY(SELECT t.team_id FROM work_order_items i JOIN assignments a ON a.work_order_item_id = i.id JOIN technicians t ON t.bp_no = a.technician_bp_no
      WHERE i.work_order_id IN (SELECT id FROM old_rows));
  END IF;
  PERFORM planning_teams_touched(teams);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'assignments', 'assignment_status_history', 'assignment_work_amounts', 'attachments', 'technicians',
    'teams', 'team_working_hours', 'calendar_entries', 'organizations', 'countries', 'customers', 'training_vacations'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION planning_team_versions_touch()', t || '_team_versions_insert', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY[
    'assignments', 'assignment_status_history', 'assignment_work_amounts', 'attachments', 'technicians',
    'teams', 'team_working_hours', 'calendars', 'calendar_entries', 'work_orders', 'work_order_items',
    'organizations', 'countries', 'customers', 'training_vacations'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION planning_team_versions_touch()', t || '_team_versions_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION planning_team_versions_touch()', t || '_team_versions_delete', t);
    -- TRUNCATE has no transition tables: every team.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION planning_all_teams_bump()', t || '_team_versions_truncate', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- [all teams version, then each team's version in the order asked]; with settled = true NULL while a
-- writer that bumped is still running (the reader then builds without caching).
CREATE OR REPLACE FUNCTION "planning_grid_versions"(team_ids integer[], settled boolean) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF settled AND NOT pg_try_advisory_xact_lock(7346010, 1) THEN
    RETURN NULL;
  END IF;
  RETURN ARRAY[(SELECT last_value FROM planning_all_teams_version)] || ARRAY(
    SELECT coalesce((SELECT max(v.version) FROM planning_team_versions v WHERE v.team_id = t.id), 0)
    FROM unnest(team_ids) WITH ORDINALITY AS t(id, n) ORDER BY t.n);
END;
$$;
