CREATE TABLE "technician_location_sync_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "technician_location_sync_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"requested_by_user_id" integer NOT NULL,
	"team_ids" integer[] NOT NULL,
	"technician_bp_nos" text[] NOT NULL,
	"work_order_no" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "technician_location_sync_requests" ADD CONSTRAINT "technician_location_sync_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "technician_location_sync_requests_requested_at_index" ON "technician_location_sync_requests" USING btree ("requested_at");