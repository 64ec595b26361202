-- Custom SQL migration: invalidations for the in-process session cache
-- (docs/decisions/0021-session-cache.md).
--
-- Every change to what a signed-in request resolves from its token (the token itself, the user, their
-- roles, their teams, the organization of a team) NOTIFYs channel fsp_session with the user's id, or
-- '' for "every user" (a team moved to another organization, a TRUNCATE). PostgreSQL delivers a
-- NOTIFY at commit, never for a rollback, to every listening server instance, and folds identical ones
-- of one transaction into one. Triggers rather than calls in the code: any writer (API, single sign-on,
-- the CLI, an operator's psql) empties the caches.
CREATE OR REPLACE FUNCTION "session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_NARGS = 0 THEN
    PERFORM pg_notify('fsp_session', '');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('fsp_session', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('fsp_session', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new token changes no cached session: only revocation and removal count.
CREATE TRIGGER "access_tokens_session_changed" AFTER UPDATE OR DELETE ON "access_tokens" FOR EACH ROW EXECUTE FUNCTION session_changed('user_id');
--> statement-breakpoint
-- A new user has no token yet.
CREATE TRIGGER "users_session_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION session_changed('id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION session_changed('user_id');
--> statement-breakpoint
-- Deleting a team deletes its dispatcher_teams rows (cascade), which fire this trigger.
CREATE TRIGGER "dispatcher_teams_session_changed" AFTER INSERT OR UPDATE OR DELETE ON "dispatcher_teams" FOR EACH ROW EXECUTE FUNCTION session_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER "teams_session_changed" AFTER UPDATE OF "orgunit" ON "teams" FOR EACH ROW WHEN (OLD."orgunit" IS DISTINCT FROM NEW."orgunit") EXECUTE FUNCTION session_changed();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['access_tokens', 'users', 'user_roles', 'dispatcher_teams', 'teams'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION session_changed()', t || '_session_truncated', t);
  END LOOP;
END;
$$;
