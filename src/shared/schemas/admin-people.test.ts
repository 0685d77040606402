/** The admin forms' shared rules (spec 02 §2.9 delete preview, §5 "Admin user form", §9). */
import { describe, expect, it } from "vitest";
import { postPreview } from "./admin-posts.js";
import { ZChildrenCount } from "./admin-users.js";

describe("postPreview", () => {
  it("keeps a post of up to 100 characters as it is", () => {
    expect(postPreview("x".repeat(100))).toBe("x".repeat(100));
  });

  it("cuts a longer post to its first 100 characters and adds an ellipsis", () => {
    expect(postPreview(`${"a".repeat(100)}bcd`)).toBe(`${"a".repeat(100)}...`);
  });
});

describe("ZChildrenCount", () => {
  it.each([
    ["3", 3],
    [3, 3],
    ["0", 0],
    ["", 0],
    ["abc", 0],
    [null, 0],
    [undefined, 0],
  ])("reads %j as %d", (input, expected) => {
    expect(ZChildrenCount.parse(input)).toBe(expected);
  });

  it.each([["-1"], ["1.5"], ["21"]])("refuses %s", (input) => {
    expect(ZChildrenCount.safeParse(input).success).toBe(false);
  });
});
