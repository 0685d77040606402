import { describe, expect, it } from "vitest";
import {
  clearedFilters,
  hasActiveFilters,
  parsePlaceFilters,
  placeFiltersToParams,
  toggled,
} from "./place-filters";

describe("place filters in the URL", () => {
  it("reads repeated types, tags and ages, the search, open-now, a position and the view", () => {
    const state = parsePlaceFilters(
      new URLSearchParams(
        "type=playground&type=park&tag=Wickeltisch&age=0-2+years&q=Eimsb&open_now=1&lat=53.55&lng=9.99&view=map",
      ),
    );
    expect(state).toEqual({
      types: ["playground", "park"],
      tags: ["Wickeltisch"],
      ages: ["0-2 years"],
      q: "Eimsb",
      openNow: true,
      near: { lat: 53.55, lng: 9.99 },
      view: "map",
    });
  });

  it("drops unknown values and half positions instead of failing", () => {
    const state = parsePlaceFilters(
      new URLSearchParams("type=spaceport&type=cafe&age=teens&lat=53.5&view=globe"),
    );
    expect(state.types).toEqual(["cafe"]);
    expect(state.ages).toEqual([]);
    expect(state.near).toBeNull();
    expect(state.view).toBe("list");
  });

  it("writes the same URL it reads, and nothing for no filters", () => {
    const query = "type=playground&tag=Drinnen&age=2-5+years&q=Park&open_now=1&lat=53.55&lng=9.99&view=map";
    expect(placeFiltersToParams(parsePlaceFilters(new URLSearchParams(query))).toString()).toBe(query);
    expect(placeFiltersToParams(parsePlaceFilters(new URLSearchParams(""))).toString()).toBe("");
  });

  it("clears every filter but keeps the view and the position", () => {
    const state = parsePlaceFilters(new URLSearchParams("type=cafe&q=x&open_now=1&lat=1&lng=2&view=map"));
    expect(hasActiveFilters(state)).toBe(true);
    const cleared = clearedFilters(state);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(cleared.view).toBe("map");
    expect(cleared.near).toEqual({ lat: 1, lng: 2 });
  });

  it("toggles a value on and off", () => {
    expect(toggled(["cafe"], "park")).toEqual(["cafe", "park"]);
    expect(toggled(["cafe", "park"], "cafe")).toEqual(["park"]);
  });
});
