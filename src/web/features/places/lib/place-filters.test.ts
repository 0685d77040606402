import { describe, expect, it } from "vitest";
import {
  clearedFilters,
  hasActiveFilters,
  parsePlaceFilters,
  placeFiltersToParams,
  toggled,
} from "./place-filters";

describe("place filters in the URL", () => {
  it("reads repeated types, tags and ages, the search, open-now, step-free station, a position and the view", () => {
    const state = parsePlaceFilters(
      new URLSearchParams(
        "type=playground&type=park&tag=Wickeltisch&age=0-2+years&fact=highchair&fact=changing_table:male_toilet&q=Eimsb&open_now=1&station_wheelchair=yes&lat=53.55&lng=9.99&sort=rating&view=map",
      ),
    );
    expect(state).toEqual({
      types: ["playground", "park"],
      tags: ["Wickeltisch"],
      ages: ["0-2 years"],
      facts: ["highchair", "changing_table:male_toilet"],
      q: "Eimsb",
      openNow: true,
      stepFreeStation: true,
      near: { lat: 53.55, lng: 9.99 },
      sort: "rating",
      view: "map",
    });
  });

  it("drops unknown values and half positions instead of failing", () => {
    const state = parsePlaceFilters(
      new URLSearchParams("type=spaceport&type=cafe&age=teens&lat=53.5&sort=cheapest&view=globe"),
    );
    expect(state.sort).toBeNull();
    expect(parsePlaceFilters(new URLSearchParams("sort=newest")).sort).toBe("newest");
    expect(state.types).toEqual(["cafe"]);
    expect(state.ages).toEqual([]);
    expect(state.near).toBeNull();
    expect(state.view).toBe("list");
  });

  it("writes the same URL it reads, and nothing for no filters", () => {
    const query =
      "type=playground&tag=Drinnen&age=2-5+years&q=Park&open_now=1&station_wheelchair=yes&lat=53.55&lng=9.99&sort=rating&view=map";
    expect(placeFiltersToParams(parsePlaceFilters(new URLSearchParams(query))).toString()).toBe(query);
    expect(placeFiltersToParams(parsePlaceFilters(new URLSearchParams(""))).toString()).toBe("");
  });

  it("clears every filter but keeps the view, the position and the order", () => {
    const state = parsePlaceFilters(
      new URLSearchParams("type=cafe&q=x&open_now=1&station_wheelchair=yes&lat=1&lng=2&sort=rating&view=map"),
    );
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = clearedFilters(state);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(cleared.stepFreeStation).toBe(false);
    expect(hasActiveFilters(parsePlaceFilters(new URLSearchParams("station_wheelchair=yes")))).toBe(true);
    expect(cleared.view).toBe("map");
    expect(cleared.near).toEqual({ lat: 1, lng: 2 });
    expect(cleared.sort).toBe("rating");
  });

  it("reads family facts: known ones once each, unknown and non-yes/no ones dropped", () => {
    const state = parsePlaceFilters(
      new URLSearchParams(
        "fact=highchair&fact=jacuzzi&fact=highchair&fact=min_age&fact=changing_table:kitchen&fact=changing_table:unisex_toilet&fact=wheelchair",
      ),
    );
    expect(state.facts).toEqual(["highchair", "changing_table:unisex_toilet", "wheelchair"]);
    expect(parsePlaceFilters(new URLSearchParams("type=cafe")).facts).toEqual([]);
  });

  it("writes family facts as repeated fact= parameters and reads them back", () => {
    const query = "type=cafe&fact=changing_table&fact=changing_table%3Amale_toilet&fact=playground%3Asandpit";
    const state = parsePlaceFilters(new URLSearchParams(query));
    expect(state.facts).toEqual(["changing_table", "changing_table:male_toilet", "playground:sandpit"]);
    expect(placeFiltersToParams(state).toString()).toBe(query);
  });

  it("counts family facts as active filters and clears them with the rest", () => {
    const state = parsePlaceFilters(new URLSearchParams("fact=highchair&view=map"));
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = clearedFilters(state);
    expect(cleared.facts).toEqual([]);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(placeFiltersToParams(cleared).toString()).toBe("view=map");
  });

  it("toggles a value on and off", () => {
    expect(toggled(["cafe"], "park")).toEqual(["cafe", "park"]);
    expect(toggled(["cafe", "park"], "cafe")).toEqual(["park"]);
  });
});
