CREATE TABLE "course_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"district" text,
	"age_min_months" smallint,
	"age_max_months" smallint,
	"birth_month" date,
	"language" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "course_alerts_search_unique" UNIQUE NULLS NOT DISTINCT("user_id","district","age_min_months","age_max_months","birth_month"),
	CONSTRAINT "course_alerts_age_range" CHECK (("course_alerts"."age_min_months" IS NULL) = ("course_alerts"."age_max_months" IS NULL) AND "course_alerts"."age_max_months" >= "course_alerts"."age_min_months"),
	CONSTRAINT "course_alerts_one_age" CHECK ("course_alerts"."birth_month" IS NULL OR "course_alerts"."age_min_months" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "course_alerts" ADD CONSTRAINT "course_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_alerts_user_idx" ON "course_alerts" USING btree ("user_id","created_at");