-- Custom SQL migration: extensions the schema relies on.
-- btree_gist: the assignments_no_overlap exclusion constraint (text equality inside a GiST index).
-- pg_trgm: "contains" searches (serial, model, customer name) through GIN trigram indexes.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
