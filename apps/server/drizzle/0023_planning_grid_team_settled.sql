-- Custom SQL migration: a grid reader may store the pieces of the teams no running writer touched
-- (docs/decisions/0026-grid-pieces.md, "Settled per team").
--
-- Until now planning_grid_versions(teams, true) answered NULL while any writer anywhere was running (the
-- one lock (7346010, 1)): with a save every few seconds somewhere, most grid reads built every piece and
-- stored none. Writers now also take a SHARED lock per team they touch, (7346012, team id), and one for
-- "all teams", (7346012, 0), before their nextval, as they took (7346010, 1) (still taken: the searches'
-- planning_data_version_settled reads it). The reader tries the EXCLUSIVE form of (7346012, 0) (NULL when a
-- writer for all teams runs) and of each team's key, without waiting, and answers NULL in the place of
-- each team a running writer touched: only those pieces are built without being stored. Shared locks never
-- wait for each other; readers never wait for writers. As before, readers queue on (7346010, 5) and retry
-- a failed try twice a millisecond apart (a reader before may release its locks in any order).
CREATE OR REPLACE FUNCTION "planning_all_teams_touched"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7346010, 1);
  PERFORM pg_advisory_xact_lock_shared(7346012, 0);
  PERFORM nextval('planning_all_teams_version');
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_all_teams_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM planning_all_teams_touched();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "planning_teams_touched"(team_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF cardinality(team_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(7346010, 1);
  -- A statement touching many teams (an import) locks "all teams" instead: locks live in a table of fixed
  -- size (max_locks_per_transaction per connection), and readers then store nothing until it ends, as before.
  IF (SELECT count(DISTINCT t) FROM unnest(team_ids) t) > 64 THEN
    PERFORM pg_advisory_xact_lock_shared(7346012, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(7346012, t) FROM (SELECT DISTINCT t FROM unnest(team_ids) t WHERE t IS NOT NULL) AS touched;
  END IF;
  v := nextval('planning_data_version');
  INSERT INTO planning_team_versions (team_id, version) SELECT DISTINCT t, v FROM unnest(team_ids) t WHERE t IS NOT NULL;
END;
$$;
--> statement-breakpoint
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
      PERFORM planning_all_teams_touched();
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
-- [all teams version, then each team's version in the order asked]; with settled = true NULL while a writer
-- for all teams is running, and NULL in the place of each team a running writer touched.
CREATE OR REPLACE FUNCTION "planning_grid_versions"(team_ids integer[], settled boolean) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  unsettled integer[];
BEGIN
  IF settled THEN
    PERFORM pg_advisory_xact_lock(7346010, 5);
    FOR attempt IN 1..3 LOOP
      EXIT WHEN pg_try_advisory_xact_lock(7346012, 0);
      IF attempt = 3 THEN
        RETURN NULL;
      END IF;
      PERFORM pg_sleep(0.001);
    END LOOP;
    unsettled := team_ids;
    FOR attempt IN 1..3 LOOP
      unsettled := ARRAY(SELECT t FROM unnest(unsettled) t WHERE t IS NOT NULL AND NOT pg_try_advisory_xact_lock(7346012, t));
      EXIT WHEN cardinality(unsettled) = 0 OR attempt = 3;
      PERFORM pg_sleep(0.001);
    END LOOP;
  END IF;
  RETURN ARRAY[(SELECT last_value FROM planning_all_teams_version)] || ARRAY(
    SELECT CASE WHEN t.id = ANY(unsettled) THEN NULL ELSE coalesce((SELECT max(v.version) FROM planning_team_versions v WHERE v.team_id = t.id), 0) END
    FROM unnest(team_ids) WITH ORDINALITY AS t(id, n) ORDER BY t.n);
END;
$$;
