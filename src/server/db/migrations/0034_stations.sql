CREATE TABLE "stations" (
	"osm_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"station" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"wheelchair" text,
	CONSTRAINT "stations_station" CHECK ("stations"."station" IN ('subway', 'light_rail')),
	CONSTRAINT "stations_wheelchair" CHECK ("stations"."wheelchair" IS NULL OR "stations"."wheelchair" IN ('yes', 'limited', 'no'))
);
--> statement-breakpoint
CREATE INDEX "stations_point_idx" ON "stations" USING gist (point(longitude * 0.594::double precision, latitude));