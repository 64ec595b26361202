CREATE TABLE "calendar_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"series_id" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "calendar_entry_end_after_start" CHECK ("calendar_entries"."end_date" > "calendar_entries"."start_date")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_language" text NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_countryCode_date_unique" UNIQUE("country_code","date")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"orgunit" text PRIMARY KEY NOT NULL,
	"orgtext" text NOT NULL,
	"display_name" text NOT NULL,
	"country_code" text NOT NULL,
	"work_hour_start_time" time,
	"work_hour_end_time" time,
	"force_normal_shift_enabled" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sections_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "team_working_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"orgunit" text NOT NULL,
	"section_id" integer,
	"calendar_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_orgunit_name_unique" UNIQUE("orgunit","name")
);
--> statement-breakpoint
CREATE TABLE "dispatcher_teams" (
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "dispatcher_teams_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"bp_no" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"orgunit" text NOT NULL,
	"team_id" integer,
	"email" text,
	"mobile" text,
	"active" boolean DEFAULT true NOT NULL,
	"should_be_deleted" boolean DEFAULT false NOT NULL,
	"warning" boolean DEFAULT false NOT NULL,
	"last_latitude" double precision,
	"last_longitude" double precision,
	"last_seen_at" timestamp with time zone,
	"location_permission_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_role_known" CHECK ("user_roles"."role" in ('ADMIN','DISPATCHER','POWER_USER','OBSERVER','CI_BOARD_USER','CI_COMMITTEE'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text,
	"mobile" text,
	"telephone" text,
	"distinguished_name" text,
	"culture_name" text DEFAULT 'en' NOT NULL,
	"country_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"required_roles" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration_settings" (
	"country_code" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "configuration_settings_country_code_key_pk" PRIMARY KEY("country_code","key")
);
--> statement-breakpoint
CREATE TABLE "localisations" (
	"map_name" text NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "localisations_map_name_code_language_pk" PRIMARY KEY("map_name","code","language")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"element_number" text NOT NULL,
	"segment_code" text,
	"component_code" text,
	"component_code_txt" text,
	"standard_hour" numeric,
	"job_code" text,
	"job_code_txt" text,
	"planned_rate" numeric,
	"description" text,
	"process_qty_no" numeric,
	"process_qty_unit" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "work_order_items_workOrderId_elementNumber_unique" UNIQUE("work_order_id","element_number")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_number" text NOT NULL,
	"description" text,
	"serial_number" text,
	"model_number" text,
	"latitude" double precision,
	"longitude" double precision,
	"code" text,
	"code_txt" text,
	"sim_stage" text,
	"sim_stage_txt" text,
	"sim_type" text,
	"sim_channel" text,
	"status" text,
	"status_txt" text,
	"plan_from" timestamp with time zone,
	"plan_to" timestamp with time zone,
	"segment_code" text,
	"job_code" text,
	"job_code_txt" text,
	"component_code" text,
	"component_code_txt" text,
	"standard_hour" numeric,
	"planned_rate" numeric,
	"parts_order_quantity" numeric,
	"parts_order_pay" numeric,
	"orgunit" text NOT NULL,
	"is_mda" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"crm_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "work_order_plan_range" CHECK ("work_orders"."plan_to" is null or "work_orders"."plan_from" is null or "work_orders"."plan_to" >= "work_orders"."plan_from")
);
--> statement-breakpoint
CREATE TABLE "assignment_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by_user_id" integer,
	"posted_by_name" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	CONSTRAINT "assignment_history_status" CHECK ("assignment_status_history"."status" in ('INFORMED_SAVED', 'INFORMED_UNSAVED', 'ACCEPT', 'ENROUTE', 'ONSITE', 'INPROCESS', 'JOBDONE', 'BACKHOME', 'ATHOME', 'HOLD', 'REJECT', 'CONTINUES', 'JOBCLOSED', 'SEND_FORM', 'ADD_CONFIRM', 'UNDO', 'OFFDAY'))
);
--> statement-breakpoint
CREATE TABLE "assignment_work_amounts" (
	"assignment_id" integer NOT NULL,
	"working_hour_type" text NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "assignment_work_amounts_assignment_id_working_hour_type_pk" PRIMARY KEY("assignment_id","working_hour_type"),
	CONSTRAINT "work_amount_type" CHECK ("assignment_work_amounts"."working_hour_type" in ('HOLIDAY_WORK', 'OVERTIME', 'OVERTIME_ON_WAY', 'HOLIDAY_WORK_ON_WAY', 'NORMAL_WORK', 'NORMAL_WORK_ON_WAY')),
	CONSTRAINT "work_amount_not_negative" CHECK ("assignment_work_amounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"technician_bp_no" text NOT NULL,
	"work_order_item_id" integer,
	"training_vacation_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"working_status" text DEFAULT 'INFORMED_SAVED' NOT NULL,
	"scheduler_job_type" text,
	"force_normal_shift" boolean DEFAULT false NOT NULL,
	"assigned_bay_no" text,
	"pl_info" boolean DEFAULT false NOT NULL,
	"plan_reject_reason_source_type" text,
	"work_area_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"sos" boolean DEFAULT false NOT NULL,
	"should_be_deleted" boolean DEFAULT false NOT NULL,
	"draft_id" integer,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "assignment_one_subject" CHECK (num_nonnulls("assignments"."work_order_item_id", "assignments"."training_vacation_id") = 1),
	CONSTRAINT "assignment_end_after_start" CHECK ("assignments"."end_date" > "assignments"."start_date"),
	CONSTRAINT "assignment_start_whole_minute" CHECK (date_trunc('minute', "assignments"."start_date" at time zone 'UTC') = "assignments"."start_date" at time zone 'UTC'),
	CONSTRAINT "assignment_end_whole_minute" CHECK (date_trunc('minute', "assignments"."end_date" at time zone 'UTC') = "assignments"."end_date" at time zone 'UTC'),
	CONSTRAINT "assignment_working_status" CHECK ("assignments"."working_status" in ('INFORMED_SAVED', 'INFORMED_UNSAVED', 'ACCEPT', 'ENROUTE', 'ONSITE', 'INPROCESS', 'JOBDONE', 'BACKHOME', 'ATHOME', 'HOLD', 'REJECT', 'CONTINUES', 'JOBCLOSED', 'SEND_FORM', 'ADD_CONFIRM', 'UNDO', 'OFFDAY')),
	CONSTRAINT "assignment_job_type" CHECK ("assignments"."scheduler_job_type" is null or "assignments"."scheduler_job_type" in ('DISASSEMBLE', 'ASSEMBLE', 'ENTRY_EXPERTISE', 'EXIT_EXPERTISE'))
);
--> statement-breakpoint
CREATE TABLE "draft_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by_name" text NOT NULL,
	CONSTRAINT "draft_history_status" CHECK ("draft_status_history"."status" in ('SAVED', 'ASSIGNED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'SAVED' NOT NULL,
	"technician_bp_no" text NOT NULL,
	"customer_number" text,
	"customer_name" text,
	"serial_number" text,
	"description" text,
	"scheduler_id" integer,
	"dispatcher_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_status" CHECK ("drafts"."status" in ('SAVED', 'ASSIGNED', 'CANCELLED')),
	CONSTRAINT "draft_assigned_has_scheduler" CHECK ("drafts"."status" <> 'ASSIGNED' or "drafts"."scheduler_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "training_vacations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"labor_type" text,
	"labor_type_text" text,
	"country_code" text,
	"allowed_from" date,
	"allowed_to" date,
	"max_days_per_assignment" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "training_vacation_type" CHECK ("training_vacations"."type" in ('TRAINING', 'VACATION')),
	CONSTRAINT "training_vacation_window" CHECK ("training_vacations"."allowed_from" is null or "training_vacations"."allowed_to" is null or "training_vacations"."allowed_to" >= "training_vacations"."allowed_from"),
	CONSTRAINT "training_vacation_max_days" CHECK ("training_vacations"."max_days_per_assignment" is null or "training_vacations"."max_days_per_assignment" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_areas" (
	"area_id" serial PRIMARY KEY NOT NULL,
	"orgunit" text NOT NULL,
	"area_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_item_id" integer NOT NULL,
	"description" varchar(255) NOT NULL,
	"created_by_name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" integer,
	"draft_id" integer,
	"ci_suggestion_id" integer,
	"file_name" text NOT NULL,
	"extension" text,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_blobKey_unique" UNIQUE("blob_key"),
	CONSTRAINT "attachment_one_owner" CHECK (num_nonnulls("attachments"."assignment_id", "attachments"."draft_id", "attachments"."ci_suggestion_id") = 1),
	CONSTRAINT "attachment_size_not_negative" CHECK ("attachments"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_number" text NOT NULL,
	"main_item" text,
	"item" text,
	"material" text,
	"material_text" text,
	"order_quantity" numeric,
	"confirmed_quantity" numeric,
	"service_quantity" numeric,
	"unit" text,
	"status" text,
	"source" text,
	"delivery_date" date
);
--> statement-breakpoint
CREATE TABLE "sims_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer,
	"draft_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sims_code" text,
	"sims_description" text,
	"sims_quantity" numeric,
	"sims_group_number" text,
	"sims_serial_number" text,
	"sims_durability_indicator" text,
	"reason_of_failure" text,
	"description_of_failure" text,
	"removed_the_part" boolean,
	"removed_part_place" text,
	CONSTRAINT "sims_record_has_owner" CHECK (num_nonnulls("sims_records"."assignment_id", "sims_records"."draft_id") >= 1)
);
--> statement-breakpoint
CREATE TABLE "sos_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"sample_number" text NOT NULL,
	"work_order_number" text,
	"assignment_id" integer,
	"technician_bp_no" text,
	"sampled_date" timestamp with time zone NOT NULL,
	"equip_comp" text,
	"meter_rdg" numeric,
	"fluid_changed" boolean,
	"fluid_brand" text,
	"fluid_weight" text,
	"meter_on_fluid" numeric,
	"login_note" text,
	"sample_job_site" text,
	"shop_job_no" text,
	"serial_number" text,
	"customer_name" text,
	"dealer_branch" text,
	"is_mda" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sos_samples_sampleNumber_unique" UNIQUE("sample_number")
);
--> statement-breakpoint
CREATE TABLE "contact_person_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"rep_id" integer NOT NULL,
	"telephone" text NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "contact_person_phones_repId_telephone_unique" UNIQUE("rep_id","telephone")
);
--> statement-breakpoint
CREATE TABLE "contact_persons" (
	"rep_id" serial PRIMARY KEY NOT NULL,
	"customer_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position_code" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rep_positions" (
	"code" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rep_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheduler_id" integer NOT NULL,
	"rep_id" integer NOT NULL,
	"telephone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_request_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" smallint,
	"extra_answer" text,
	CONSTRAINT "survey_answers_surveyRequestId_questionId_unique" UNIQUE("survey_request_id","question_id"),
	CONSTRAINT "survey_answer_range" CHECK ("survey_answers"."answer" is null or "survey_answers"."answer" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"question_text" text NOT NULL,
	"question_type" text DEFAULT 'SMILEY' NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"max_limit" smallint NOT NULL,
	"reason_limit" smallint,
	"reason_text_limit" integer,
	"reason_question_text" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_question_type" CHECK ("survey_questions"."question_type" in ('SMILEY')),
	CONSTRAINT "survey_question_max_limit" CHECK ("survey_questions"."max_limit" between 1 and 10),
	CONSTRAINT "survey_question_reason_limit" CHECK ("survey_questions"."reason_limit" is null or "survey_questions"."reason_limit" between 0 and "survey_questions"."max_limit"),
	CONSTRAINT "survey_question_reason_text_limit" CHECK ("survey_questions"."reason_text_limit" is null or "survey_questions"."reason_text_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "survey_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_code" text NOT NULL,
	"survey_id" integer NOT NULL,
	"scheduler_id" integer NOT NULL,
	"rep_id" integer NOT NULL,
	"telephone" text NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_by_user_id" integer,
	"user_browser_agent" text,
	CONSTRAINT "survey_requests_publicCode_unique" UNIQUE("public_code"),
	CONSTRAINT "survey_request_status" CHECK ("survey_requests"."status" in ('SENT', 'ANSWERED', 'EXPIRED')),
	CONSTRAINT "survey_request_answered_at" CHECK (("survey_requests"."status" = 'ANSWERED') = ("survey_requests"."answered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"language" text NOT NULL,
	"survey_title" text NOT NULL,
	"logo_id" text,
	"message" text,
	"thank_you_message" text,
	"contact_message" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"vehicle_id" serial PRIMARY KEY NOT NULL,
	"plate_number" varchar(255) NOT NULL,
	"orgunit" text NOT NULL,
	"activation_date" date NOT NULL,
	"deactivation_date" date NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vehicle_dates" CHECK ("vehicles"."deactivation_date" >= "vehicles"."activation_date")
);
--> statement-breakpoint
CREATE TABLE "ci_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"suggestion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_name" text NOT NULL,
	"previous_status" text,
	"status" text NOT NULL,
	"previous_grading_type" text,
	"grading_type" text,
	CONSTRAINT "ci_history_status" CHECK ("ci_status_history"."status" in ('WAITING_APPROVAL', 'APPROVED', 'LIVE', 'REJECTED')),
	CONSTRAINT "ci_history_previous_status" CHECK ("ci_status_history"."previous_status" is null or "ci_status_history"."previous_status" in ('WAITING_APPROVAL', 'APPROVED', 'LIVE', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "ci_suggestion_technicians" (
	"suggestion_id" integer NOT NULL,
	"technician_bp_no" text NOT NULL,
	CONSTRAINT "ci_suggestion_technicians_suggestion_id_technician_bp_no_pk" PRIMARY KEY("suggestion_id","technician_bp_no")
);
--> statement-breakpoint
CREATE TABLE "ci_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_reference_key" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"orgunit" text NOT NULL,
	"department" text NOT NULL,
	"country_code" text NOT NULL,
	"is_waste_type" boolean NOT NULL,
	"waste_type" text,
	"isg_type" text,
	"problem" varchar(1000) NOT NULL,
	"proposal" varchar(1000) NOT NULL,
	"status" text DEFAULT 'WAITING_APPROVAL' NOT NULL,
	"grading_type" text,
	"best_practice" boolean,
	"is_graded" boolean DEFAULT false NOT NULL,
	"graded_by" text,
	"committee_note" varchar(1000),
	"employee_note" varchar(1000),
	"due_date" date,
	"serial_number" text,
	"work_order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ci_suggestions_recordReferenceKey_unique" UNIQUE("record_reference_key"),
	CONSTRAINT "ci_suggestion_status" CHECK ("ci_suggestions"."status" in ('WAITING_APPROVAL', 'APPROVED', 'LIVE', 'REJECTED')),
	CONSTRAINT "ci_suggestion_type" CHECK (case when "ci_suggestions"."is_waste_type" then "ci_suggestions"."waste_type" is not null else "ci_suggestions"."isg_type" is not null end),
	CONSTRAINT "ci_suggestion_rejected_note" CHECK ("ci_suggestions"."status" <> 'REJECTED' or "ci_suggestions"."committee_note" is not null),
	CONSTRAINT "ci_suggestion_due_date" CHECK ("ci_suggestions"."status" not in ('LIVE', 'APPROVED') or "ci_suggestions"."due_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "notification_subscription_statuses" (
	"subscription_id" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "notification_subscription_statuses_subscription_id_status_pk" PRIMARY KEY("subscription_id","status"),
	CONSTRAINT "notification_status" CHECK ("notification_subscription_statuses"."status" in ('INFORMED_SAVED', 'INFORMED_UNSAVED', 'ACCEPT', 'ENROUTE', 'ONSITE', 'INPROCESS', 'JOBDONE', 'BACKHOME', 'ATHOME', 'HOLD', 'REJECT', 'CONTINUES', 'JOBCLOSED', 'SEND_FORM', 'ADD_CONFIRM', 'UNDO', 'OFFDAY'))
);
--> statement-breakpoint
CREATE TABLE "notification_subscription_teams" (
	"subscription_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "notification_subscription_teams_subscription_id_team_id_pk" PRIMARY KEY("subscription_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"technician_bp_no" text NOT NULL,
	"event_type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduler_id" integer,
	"draft_id" integer,
	"ci_suggestion_id" integer,
	"customer_name" text,
	"customer_number" text,
	"serial_number" text,
	"work_order_no" text,
	"status" text,
	"has_draft" boolean DEFAULT false NOT NULL,
	"has_sims" boolean DEFAULT false NOT NULL,
	"has_working_hours_update" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel" CHECK ("outbox_messages"."channel" in ('SMS', 'EMAIL')),
	CONSTRAINT "outbox_status" CHECK ("outbox_messages"."status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "outbox_sent_at" CHECK ("outbox_messages"."status" <> 'SENT' or "outbox_messages"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_working_hours" ADD CONSTRAINT "team_working_hours_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_orgunit_organizations_orgunit_fk" FOREIGN KEY ("orgunit") REFERENCES "public"."organizations"("orgunit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_teams" ADD CONSTRAINT "dispatcher_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatcher_teams" ADD CONSTRAINT "dispatcher_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_orgunit_organizations_orgunit_fk" FOREIGN KEY ("orgunit") REFERENCES "public"."organizations"("orgunit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_number_customers_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_orgunit_organizations_orgunit_fk" FOREIGN KEY ("orgunit") REFERENCES "public"."organizations"("orgunit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_status_history" ADD CONSTRAINT "assignment_status_history_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_status_history" ADD CONSTRAINT "assignment_status_history_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_work_amounts" ADD CONSTRAINT "assignment_work_amounts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_technician_bp_no_technicians_bp_no_fk" FOREIGN KEY ("technician_bp_no") REFERENCES "public"."technicians"("bp_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_work_order_item_id_work_order_items_id_fk" FOREIGN KEY ("work_order_item_id") REFERENCES "public"."work_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_training_vacation_id_training_vacations_id_fk" FOREIGN KEY ("training_vacation_id") REFERENCES "public"."training_vacations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_work_area_id_work_areas_area_id_fk" FOREIGN KEY ("work_area_id") REFERENCES "public"."work_areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_status_history" ADD CONSTRAINT "draft_status_history_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_technician_bp_no_technicians_bp_no_fk" FOREIGN KEY ("technician_bp_no") REFERENCES "public"."technicians"("bp_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_customer_number_customers_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_scheduler_id_assignments_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_dispatcher_user_id_users_id_fk" FOREIGN KEY ("dispatcher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_vacations" ADD CONSTRAINT "training_vacations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_areas" ADD CONSTRAINT "work_areas_orgunit_organizations_orgunit_fk" FOREIGN KEY ("orgunit") REFERENCES "public"."organizations"("orgunit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notes" ADD CONSTRAINT "assignment_notes_work_order_item_id_work_order_items_id_fk" FOREIGN KEY ("work_order_item_id") REFERENCES "public"."work_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notes" ADD CONSTRAINT "assignment_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_ci_suggestion_id_ci_suggestions_id_fk" FOREIGN KEY ("ci_suggestion_id") REFERENCES "public"."ci_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_work_order_number_work_orders_order_number_fk" FOREIGN KEY ("work_order_number") REFERENCES "public"."work_orders"("order_number") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sims_records" ADD CONSTRAINT "sims_records_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sims_records" ADD CONSTRAINT "sims_records_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_samples" ADD CONSTRAINT "sos_samples_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_samples" ADD CONSTRAINT "sos_samples_technician_bp_no_technicians_bp_no_fk" FOREIGN KEY ("technician_bp_no") REFERENCES "public"."technicians"("bp_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_person_phones" ADD CONSTRAINT "contact_person_phones_rep_id_contact_persons_rep_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."contact_persons"("rep_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_customer_number_customers_number_fk" FOREIGN KEY ("customer_number") REFERENCES "public"."customers"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_position_code_rep_positions_code_fk" FOREIGN KEY ("position_code") REFERENCES "public"."rep_positions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_verifications" ADD CONSTRAINT "rep_verifications_scheduler_id_assignments_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rep_verifications" ADD CONSTRAINT "rep_verifications_rep_id_contact_persons_rep_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."contact_persons"("rep_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_request_id_survey_requests_id_fk" FOREIGN KEY ("survey_request_id") REFERENCES "public"."survey_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_scheduler_id_assignments_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_rep_id_contact_persons_rep_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."contact_persons"("rep_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requests" ADD CONSTRAINT "survey_requests_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_orgunit_organizations_orgunit_fk" FOREIGN KEY ("orgunit") REFERENCES "public"."organizations"("orgunit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_status_history" ADD CONSTRAINT "ci_status_history_suggestion_id_ci_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."ci_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_suggestion_technicians" ADD CONSTRAINT "ci_suggestion_technicians_suggestion_id_ci_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."ci_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_suggestion_technicians" ADD CONSTRAINT "ci_suggestion_technicians_technician_bp_no_technicians_bp_no_fk" FOREIGN KEY ("technician_bp_no") REFERENCES "public"."technicians"("bp_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_suggestions" ADD CONSTRAINT "ci_suggestions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_suggestions" ADD CONSTRAINT "ci_suggestions_orgunit_organizations_orgunit_fk" FOREIGN KEY ("orgunit") REFERENCES "public"."organizations"("orgunit") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ci_suggestions" ADD CONSTRAINT "ci_suggestions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscription_statuses" ADD CONSTRAINT "notification_subscription_statuses_subscription_id_notification_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."notification_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscription_teams" ADD CONSTRAINT "notification_subscription_teams_subscription_id_notification_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."notification_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscription_teams" ADD CONSTRAINT "notification_subscription_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_technician_bp_no_technicians_bp_no_fk" FOREIGN KEY ("technician_bp_no") REFERENCES "public"."technicians"("bp_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_scheduler_id_assignments_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_ci_suggestion_id_ci_suggestions_id_fk" FOREIGN KEY ("ci_suggestion_id") REFERENCES "public"."ci_suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_entries_calendar_id_start_date_index" ON "calendar_entries" USING btree ("calendar_id","start_date");--> statement-breakpoint
CREATE INDEX "calendar_entries_series_id_index" ON "calendar_entries" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "organizations_country_code_index" ON "organizations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "team_working_hours_team_id_index" ON "team_working_hours" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_orgunit_index" ON "teams" USING btree ("orgunit");--> statement-breakpoint
CREATE INDEX "dispatcher_teams_team_id_index" ON "dispatcher_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "technicians_team_id_index" ON "technicians" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "technicians_orgunit_index" ON "technicians" USING btree ("orgunit");--> statement-breakpoint
CREATE INDEX "access_tokens_user_id_index" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_username_failed_at_index" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "customers_name_index" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_customer_number_index" ON "work_orders" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "work_orders_orgunit_plan_to_index" ON "work_orders" USING btree ("orgunit","plan_to");--> statement-breakpoint
CREATE INDEX "work_orders_serial_number_index" ON "work_orders" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_model_number_index" ON "work_orders" USING gin ("model_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assignment_status_history_assignment_id_posted_at_index" ON "assignment_status_history" USING btree ("assignment_id","posted_at");--> statement-breakpoint
CREATE INDEX "assignment_status_history_posted_at_index" ON "assignment_status_history" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "assignments_technician_bp_no_start_date_index" ON "assignments" USING btree ("technician_bp_no","start_date");--> statement-breakpoint
CREATE INDEX "assignments_start_date_index" ON "assignments" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "assignments_work_order_item_id_index" ON "assignments" USING btree ("work_order_item_id");--> statement-breakpoint
CREATE INDEX "assignments_training_vacation_id_index" ON "assignments" USING btree ("training_vacation_id");--> statement-breakpoint
CREATE INDEX "assignments_draft_id_index" ON "assignments" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "draft_status_history_draft_id_posted_at_index" ON "draft_status_history" USING btree ("draft_id","posted_at");--> statement-breakpoint
CREATE INDEX "drafts_created_at_index" ON "drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "drafts_status_created_at_index" ON "drafts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "drafts_technician_bp_no_created_at_index" ON "drafts" USING btree ("technician_bp_no","created_at");--> statement-breakpoint
CREATE INDEX "drafts_scheduler_id_index" ON "drafts" USING btree ("scheduler_id");--> statement-breakpoint
CREATE INDEX "drafts_serial_number_index" ON "drafts" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_vacations_country_code_index" ON "training_vacations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "work_areas_orgunit_index" ON "work_areas" USING btree ("orgunit");--> statement-breakpoint
CREATE INDEX "assignment_notes_work_order_item_id_created_at_index" ON "assignment_notes" USING btree ("work_order_item_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_assignment_id_index" ON "attachments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "attachments_draft_id_index" ON "attachments" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "attachments_ci_suggestion_id_index" ON "attachments" USING btree ("ci_suggestion_id");--> statement-breakpoint
CREATE INDEX "parts_work_order_number_index" ON "parts" USING btree ("work_order_number");--> statement-breakpoint
CREATE INDEX "sims_records_assignment_id_index" ON "sims_records" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "sims_records_draft_id_index" ON "sims_records" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "sos_samples_sampled_date_index" ON "sos_samples" USING btree ("sampled_date");--> statement-breakpoint
CREATE INDEX "sos_samples_technician_bp_no_sampled_date_index" ON "sos_samples" USING btree ("technician_bp_no","sampled_date");--> statement-breakpoint
CREATE INDEX "sos_samples_work_order_number_index" ON "sos_samples" USING btree ("work_order_number");--> statement-breakpoint
CREATE INDEX "sos_samples_assignment_id_index" ON "sos_samples" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "sos_samples_serial_number_index" ON "sos_samples" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_persons_customer_number_index" ON "contact_persons" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "rep_verifications_rep_id_telephone_index" ON "rep_verifications" USING btree ("rep_id","telephone");--> statement-breakpoint
CREATE INDEX "rep_verifications_scheduler_id_index" ON "rep_verifications" USING btree ("scheduler_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_id_index" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_id_sort_order_index" ON "survey_questions" USING btree ("survey_id","sort_order");--> statement-breakpoint
CREATE INDEX "survey_requests_scheduler_id_index" ON "survey_requests" USING btree ("scheduler_id");--> statement-breakpoint
CREATE INDEX "survey_requests_rep_id_index" ON "survey_requests" USING btree ("rep_id");--> statement-breakpoint
CREATE INDEX "surveys_country_code_language_index" ON "surveys" USING btree ("country_code","language");--> statement-breakpoint
CREATE INDEX "vehicles_orgunit_index" ON "vehicles" USING btree ("orgunit");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_orgunit_plate_number_index" ON "vehicles" USING btree ("orgunit","plate_number") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ci_status_history_suggestion_id_created_at_index" ON "ci_status_history" USING btree ("suggestion_id","created_at");--> statement-breakpoint
CREATE INDEX "ci_suggestion_technicians_technician_bp_no_index" ON "ci_suggestion_technicians" USING btree ("technician_bp_no");--> statement-breakpoint
CREATE INDEX "ci_suggestions_country_code_created_at_index" ON "ci_suggestions" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "ci_suggestions_country_code_updated_at_index" ON "ci_suggestions" USING btree ("country_code","updated_at");--> statement-breakpoint
CREATE INDEX "ci_suggestions_country_code_due_date_index" ON "ci_suggestions" USING btree ("country_code","due_date");--> statement-breakpoint
CREATE INDEX "ci_suggestions_status_index" ON "ci_suggestions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ci_suggestions_created_by_user_id_index" ON "ci_suggestions" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "ci_suggestions_orgunit_index" ON "ci_suggestions" USING btree ("orgunit");--> statement-breakpoint
CREATE INDEX "notification_subscription_teams_team_id_index" ON "notification_subscription_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_user_id_index" ON "notification_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_events_occurred_at_index" ON "activity_events" USING btree ("occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_events_technician_bp_no_occurred_at_index" ON "activity_events" USING btree ("technician_bp_no","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_events_scheduler_id_index" ON "activity_events" USING btree ("scheduler_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_index" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" = 'PENDING';