import { describe, expect, it } from "vitest";
import { cardTags } from "./card-tags";

describe("cardTags", () => {
  it("shows up to three tags and counts the rest as +N", () => {
    expect(cardTags(["Swing", "Slide", "Sandpit", "Seesaw", "Springy"])).toEqual({
      visible: ["Swing", "Slide", "Sandpit"],
      hiddenCount: 2,
    });
  });

  it("has no count when everything fits", () => {
    expect(cardTags(["Indoor", "Free WiFi"])).toEqual({ visible: ["Indoor", "Free WiFi"], hiddenCount: 0 });
    expect(cardTags([])).toEqual({ visible: [], hiddenCount: 0 });
  });

  it("counts duplicates and blanks once or not at all", () => {
    expect(cardTags(["Indoor", "indoor ", "", "  ", "Play area", "Changing table", "Slide"])).toEqual({
      visible: ["Indoor", "Play area", "Changing table"],
      hiddenCount: 1,
    });
  });
});
