-- Custom SQL migration: grid readers queue for the settled check instead of failing on each other
-- (docs/decisions/0026-grid-pieces.md).
--
-- planning_grid_versions(teams, true) answers only if it gets the EXCLUSIVE advisory lock (7346010, 1)
-- without waiting. That fails while a writer holds the shared form (as it must), but also while another
-- reader holds the exclusive form for the instant of its own check: of ten readers asking at once, about
-- three failed and built without storing anything. Readers now first take a lock of their own, (7346010, 5),
-- waiting for it (only readers take it, for one statement: writers never wait on it), and try (7346010, 1)
-- up to three times a millisecond apart, since a transaction releases its locks in no set order and the
-- reader before may still hold it for an instant. A writer holds its lock for its whole transaction, so it
-- is still seen.
CREATE OR REPLACE FUNCTION "planning_grid_versions"(team_ids integer[], settled boolean) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF settled THEN
    PERFORM pg_advisory_xact_lock(7346010, 5);
    FOR attempt IN 1..3 LOOP
      EXIT WHEN pg_try_advisory_xact_lock(7346010, 1);
      IF attempt = 3 THEN
        RETURN NULL;
      END IF;
      PERFORM pg_sleep(0.001);
    END LOOP;
  END IF;
  RETURN ARRAY[(SELECT last_value FROM planning_all_teams_version)] || ARRAY(
    SELECT coalesce((SELECT max(v.version) FROM planning_team_versions v WHERE v.team_id = t.id), 0)
    FROM unnest(team_ids) WITH ORDINALITY AS t(id, n) ORDER BY t.n);
END;
$$;
