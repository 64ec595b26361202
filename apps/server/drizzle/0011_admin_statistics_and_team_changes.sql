CREATE TABLE "dispatcher_daily_statistics" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"orgunit" text NOT NULL,
	"active" boolean NOT NULL,
	"planning" boolean NOT NULL,
	CONSTRAINT "dispatcher_daily_statistics_day_orgunit_user_id_pk" PRIMARY KEY("day","orgunit","user_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_snapshot_days" (
	"day" date PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_daily_statistics" (
	"day" date NOT NULL,
	"orgunit" text NOT NULL,
	"total" integer NOT NULL,
	"active" integer NOT NULL,
	"planned" integer NOT NULL,
	CONSTRAINT "technician_daily_statistics_day_orgunit_pk" PRIMARY KEY("day","orgunit")
);
--> statement-breakpoint
CREATE TABLE "admin_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_changes_occurred_at_index" ON "admin_changes" USING btree ("occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_changes_subject_subject_id_index" ON "admin_changes" USING btree ("subject","subject_id");