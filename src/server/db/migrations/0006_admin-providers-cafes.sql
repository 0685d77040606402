CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cafe_photos" ADD COLUMN "upload_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "stadtteil" text;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "bezirk" text;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "menu_pdf_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "menu_image_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "place_id" uuid;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "approval_status" "approval_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "cafe_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "provider_course_id" uuid;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "family_feature_count" smallint;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD COLUMN "media_type" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD COLUMN "is_cover_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "approval_status" "approval_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "provider_team_members" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "media_type" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cafe_photos" ADD CONSTRAINT "cafe_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD CONSTRAINT "cafe_profiles_menu_pdf_upload_id_uploads_id_fk" FOREIGN KEY ("menu_pdf_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD CONSTRAINT "cafe_profiles_menu_image_upload_id_uploads_id_fk" FOREIGN KEY ("menu_image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD CONSTRAINT "cafe_profiles_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD CONSTRAINT "cafe_profiles_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafe_profiles" ADD CONSTRAINT "cafe_profiles_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_course_id_provider_courses_id_fk" FOREIGN KEY ("provider_course_id") REFERENCES "public"."provider_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_team_members" ADD CONSTRAINT "provider_team_members_photo_id_uploads_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cafe_reviews_cafe_user_idx" ON "cafe_reviews" USING btree ("cafe_id","user_id");--> statement-breakpoint
CREATE INDEX "provider_photos_image_idx" ON "provider_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "provider_team_members_photo_idx" ON "provider_team_members" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_course_id_unique" UNIQUE("provider_course_id");