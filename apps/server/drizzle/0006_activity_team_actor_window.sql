ALTER TABLE "activity_events" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "planned_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "planned_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_team_id_occurred_at_index" ON "activity_events" USING btree ("team_id","occurred_at" DESC NULLS LAST);