import { describe, expect, it } from "vitest";
import {
  criteriaProblem,
  formatCriteriaDate,
  readSearchCriteria,
  searchUrl,
  withFactFilters,
} from "./search-criteria";

const problem = (query: string) => criteriaProblem(new URLSearchParams(query), "2026-06-02");

describe("search criteria", () => {
  it("accepts a district, a date from today on and an age group", () => {
    expect(problem("district=Eimsb%C3%BCttel&date=2026-06-02&childAge=1-2+Jahre")).toBeNull();
    expect(problem("district=mitte")).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["district=Atlantis", "district"],
    ["date=2026-06-01", "pastDate"],
    ["date=2026-02-30", "date"],
    ["date=tomorrow", "date"],
    ["childAge=14+Monate", "age"],
  ])("names the problem of %j", (query, expected) => {
    expect(problem(query)).toBe(expected);
  });

  it("writes and reads the same URL", () => {
    const url = searchUrl({ district: "Ottensen", date: "2026-06-02", childAge: "2-3 Jahre", facts: [] });
    expect(url).toBe("/search?district=Ottensen&date=2026-06-02&childAge=2-3+Jahre");
    expect(readSearchCriteria(new URL(url, "http://x").searchParams)).toEqual({
      district: "Ottensen",
      date: "2026-06-02",
      childAge: "2-3 Jahre",
      facts: [],
    });
  });

  it("writes and reads repeated family facts, dropping unknown and repeated ones", () => {
    const url = searchUrl({
      district: "Ottensen",
      date: "",
      childAge: "",
      facts: ["highchair", "changing_table:male_toilet"],
    });
    expect(url).toBe("/search?district=Ottensen&fact=highchair&fact=changing_table%3Amale_toilet");
    const params = new URLSearchParams(
      "district=Ottensen&fact=highchair&fact=jacuzzi&fact=changing_table:male_toilet&fact=highchair&fact=min_age",
    );
    expect(readSearchCriteria(params).facts).toEqual(["highchair", "changing_table:male_toilet"]);
  });

  it("facts alone are no search: a district, a date or an age is still needed", () => {
    expect(problem("fact=highchair")).toBe("empty");
    expect(problem("district=Ottensen&fact=highchair&fact=nonsense")).toBeNull();
  });

  it("swaps the fact filters of an address and keeps everything else", () => {
    const params = new URLSearchParams("district=Ottensen&fact=highchair&view=map");
    expect(withFactFilters(params, ["toilets", "changing_table:unisex_toilet"]).toString()).toBe(
      "district=Ottensen&view=map&fact=toilets&fact=changing_table%3Aunisex_toilet",
    );
    expect(withFactFilters(params, []).toString()).toBe("district=Ottensen&view=map");
    expect(params.getAll("fact")).toEqual(["highchair"]);
  });
});

describe("formatCriteriaDate", () => {
  it.each(["2026-11-28", "2027-01-01", "2027-05-03"])(
    "names %s as Intl does in German and English",
    (date) => {
      const noon = new Date(`${date}T12:00:00`);
      const intl = (locale: string) =>
        new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long" }).format(noon);
      expect(formatCriteriaDate(date, "de")).toBe(intl("de-DE"));
      expect(formatCriteriaDate(date, "en")).toBe(intl("en-GB"));
    },
  );

  it("reads a Saturday in November", () => {
    expect(formatCriteriaDate("2026-11-28", "de")).toBe("Samstag, 28. November");
    expect(formatCriteriaDate("2026-11-28", "en")).toBe("Saturday 28 November");
  });
});
