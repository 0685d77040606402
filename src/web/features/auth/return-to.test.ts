import { describe, expect, it } from "vitest";
import { returnPath } from "./return-to";

describe("returnPath (/auth?returnTo=)", () => {
  it("follows paths on this site", () => {
    expect(returnPath("/courses/8f0c4a52-1d7e-4a59-9d4b-3c2f1e0a9b11")).toBe(
      "/courses/8f0c4a52-1d7e-4a59-9d4b-3c2f1e0a9b11",
    );
    expect(returnPath("/profile#bookings")).toBe("/profile#bookings");
  });
  it("sends everything else home", () => {
    for (const value of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "courses",
      "/a\nb",
    ]) {
      expect(returnPath(value)).toBe("/");
    }
  });
});
