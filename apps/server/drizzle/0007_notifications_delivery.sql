CREATE TABLE "change_log_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"last_tx_id" "xid8" NOT NULL,
	"last_event_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_daily_deliveries" (
	"user_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"run_date" date NOT NULL,
	"outbox_message_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_daily_deliveries_user_id_country_code_run_date_pk" PRIMARY KEY("user_id","country_code","run_date")
);
--> statement-breakpoint
CREATE TABLE "notification_email_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_opt_out_source" CHECK ("notification_email_opt_outs"."source" in ('LINK', 'SETTINGS'))
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_daily_deliveries" ADD CONSTRAINT "notification_daily_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_daily_deliveries" ADD CONSTRAINT "notification_daily_deliveries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_daily_deliveries" ADD CONSTRAINT "notification_daily_deliveries_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_opt_outs" ADD CONSTRAINT "notification_email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_tx_id_id_index" ON "activity_events" USING btree ("tx_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'PENDING' and "outbox_messages"."next_attempt_at" is not null;