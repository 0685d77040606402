ALTER TABLE "courses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "stadtteil" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "bezirk" text;--> statement-breakpoint
CREATE INDEX "courses_stadtteil_idx" ON "courses" USING btree ("stadtteil");--> statement-breakpoint
CREATE INDEX "courses_bezirk_idx" ON "courses" USING btree ("bezirk");