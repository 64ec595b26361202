ALTER TABLE "access_tokens" ADD COLUMN "via_ci_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "via_ci_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "via_ci_login" boolean DEFAULT false NOT NULL;