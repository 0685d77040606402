/**
 * Before the journeys: an admin enters the test courses (tests/support/test-courses.ts) through the
 * admin API, as the journeys' server starts, like every fresh Lütt, without courses.
 */
import { TEST_COURSES } from "../support/test-courses.js";
import { expect, signIn, test } from "./fixtures.js";

test("an admin enters the test courses", async ({ page }) => {
  await signIn(page, { role: "admin" });
  for (const course of TEST_COURSES) {
    const created = await page.request.post("/api/admin/courses", {
      data: { ...course, booking_url: course.booking_url ?? "" },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
});
