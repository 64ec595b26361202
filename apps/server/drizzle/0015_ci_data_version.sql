-- Custom SQL migration: a data version for the CI board's cached list totals
-- (docs/decisions/0008-search-totals-cache.md, docs/ci-board.md "List totals").
--
-- The same pattern as planning_data_version (migration 0003, where the reasoning is written down): every
-- statement changing a table the CI list count reads bumps the sequence under a SHARED transaction-level
-- advisory lock; ci_data_version_settled() returns last_value only if it gets the EXCLUSIVE form without
-- waiting, i.e. no bumping transaction is still running. A separate sequence and lock key (7346010, 2), so
-- CI saves do not empty the planning caches and planning saves do not empty the CI totals.
-- The count reads ci_suggestions and users (the user-name filter matches user names).
CREATE SEQUENCE IF NOT EXISTS "ci_data_version" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ci_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7346010, 2);
  PERFORM nextval('ci_data_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ci_data_version_settled"() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF pg_try_advisory_xact_lock(7346010, 2) THEN
    RETURN (SELECT last_value FROM ci_data_version);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ci_suggestions_ci_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ci_suggestions" FOR EACH STATEMENT EXECUTE FUNCTION ci_data_version_bump();
--> statement-breakpoint
CREATE TRIGGER "users_ci_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION ci_data_version_bump();
