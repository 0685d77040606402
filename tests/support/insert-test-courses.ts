/**
 * Adds the test courses (test-courses.ts) to a database, with their age groups as month ranges
 * (decision 008): the API tests' seeded template (global-setup.ts) and the benchmark's server
 * (scripts/bench/bench-data.ts). Apart from test-courses.ts, which the journeys load without a database.
 */
import { COURSE_AGE_GROUPS } from "#shared/constants.js";
import type { Db } from "#server/db/client.js";
import { courses } from "#server/db/schema.js";
import { TEST_COURSES } from "./test-courses.js";

export async function insertTestCourses(db: Db): Promise<void> {
  await db.insert(courses).values(
    TEST_COURSES.map((course) => {
      const [min, max] = COURSE_AGE_GROUPS[course.age_group];
      return { ...course, age_min_months: min, age_max_months: max };
    }),
  );
}
