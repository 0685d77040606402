import { describe, expect, it } from "vitest";
import {
  courseFiltersToParams,
  hasCourseFilters,
  NO_COURSE_FILTERS,
  parseCourseFilters,
} from "./course-filters";

describe("course filters in the URL", () => {
  it("reads and writes types, age groups, tags and the search, dropping unknown values", () => {
    const state = parseCourseFilters(
      new URLSearchParams("type=music&type=karate&age=6-18+months&age=teens&tag=Drau%C3%9Fen&q=Musik"),
    );
    expect(state).toEqual({ types: ["music"], ages: ["6-18 months"], tags: ["Draußen"], q: "Musik" });
    expect(courseFiltersToParams(state).toString()).toBe(
      "type=music&age=6-18+months&tag=Drau%C3%9Fen&q=Musik",
    );
    expect(hasCourseFilters(state)).toBe(true);
    expect(hasCourseFilters(NO_COURSE_FILTERS)).toBe(false);
  });

  it("keeps one provider's id, and drops what is not an id", () => {
    const id = "0b6f2c1e-5d3a-4c8e-9f1a-2b3c4d5e6f70";
    const state = parseCourseFilters(new URLSearchParams(`provider=${id}&type=music`));
    expect(state).toEqual({ types: ["music"], ages: [], tags: [], q: "", provider: id });
    expect(courseFiltersToParams(state).toString()).toBe(`type=music&provider=${id}`);
    expect(hasCourseFilters({ ...NO_COURSE_FILTERS, provider: id })).toBe(true);
    expect(parseCourseFilters(new URLSearchParams("provider=harburg"))).toEqual(NO_COURSE_FILTERS);
  });
});
