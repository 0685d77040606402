CREATE TABLE "place_fact_dismissals" (
	"user_id" text NOT NULL,
	"place_id" uuid NOT NULL,
	"key" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_fact_dismissals_user_id_place_id_key_pk" PRIMARY KEY("user_id","place_id","key")
);
--> statement-breakpoint
ALTER TABLE "place_fact_dismissals" ADD CONSTRAINT "place_fact_dismissals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_fact_dismissals" ADD CONSTRAINT "place_fact_dismissals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;