import { describe, expect, it } from "vitest";
import { homeRowOrder } from "./home-rows.js";
import { suitsToday } from "./weather.js";

describe("suitsToday (decision 044)", () => {
  it.each([
    ["rain at 15 °C", { condition: "rain", icon: "rain", temperature: 15 }],
    ["a thunderstorm at 26 °C", { condition: "thunderstorm", icon: "thunderstorm", temperature: 26 }],
    ["snow", { condition: "snow", icon: "snow", temperature: -1 }],
    ["a dry, sunny 9 °C", { condition: "dry", icon: "clear-day", temperature: 9 }],
  ] as const)("sends a family indoors on %s", (_name, weather) => {
    expect(suitsToday(weather)).toBe("indoor");
  });

  it.each([
    ["a clear 20 °C", { condition: "dry", icon: "clear-day", temperature: 20 }],
    ["a partly cloudy 27 °C", { condition: "dry", icon: "partly-cloudy-day", temperature: 27 }],
  ] as const)("sends a family outdoors on %s", (_name, weather) => {
    expect(suitsToday(weather)).toBe("outdoor");
  });

  it.each([
    ["a dry, sunny 19 °C", { condition: "dry", icon: "clear-day", temperature: 19 }],
    ["a cloudy 22 °C", { condition: "dry", icon: "cloudy", temperature: 22 }],
    ["a clear, warm night", { condition: "dry", icon: "clear-night", temperature: 21 }],
    ["fog at 12 °C", { condition: "fog", icon: "fog", temperature: 12 }],
  ] as const)("leaves the home as it is on %s", (_name, weather) => {
    expect(suitsToday(weather)).toBeNull();
  });
});

describe("homeRowOrder", () => {
  it("puts the indoor row first on an indoor day, the outdoor row first and indoor last on an outdoor day", () => {
    expect(homeRowOrder("indoor")).toEqual(["indoor", "cafes", "changing"]);
    expect(homeRowOrder("outdoor")).toEqual(["outdoor", "cafes", "changing", "indoor"]);
    expect(homeRowOrder(null)).toEqual(["cafes", "indoor", "changing"]);
  });
});
