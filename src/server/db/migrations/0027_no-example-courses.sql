-- No invented content, not even as examples (DEVELOPERS.md): the seeded example courses go, with their
-- ids in parents' saved courses, the flag that marked them and the note that they were seeded. Courses
-- come from providers.
UPDATE "profiles" SET "saved_courses" = ARRAY(
  SELECT saved.id FROM unnest("saved_courses") WITH ORDINALITY AS saved(id, position)
  WHERE saved.id NOT IN (SELECT "id" FROM "courses" WHERE "is_example")
  ORDER BY saved.position
) WHERE "saved_courses" && ARRAY(SELECT "id" FROM "courses" WHERE "is_example");--> statement-breakpoint
DELETE FROM "courses" WHERE "is_example";--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'seed:examples';--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "is_example";
