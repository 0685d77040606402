import { describe, expect, it } from "vitest";
import { telLink, toPhoneNumber, toWebAddress } from "./contact.js";

describe("toWebAddress (decision 014)", () => {
  it.each([
    ["https://kaffeeklappe.example", "https://kaffeeklappe.example"],
    ["http://www.kinderbuecherhallen.de/kurse?tag=1", "http://www.kinderbuecherhallen.de/kurse?tag=1"],
    ["  www.pekip-ottensen.de/kurse ", "https://www.pekip-ottensen.de/kurse"],
  ])("takes %s as %s", (input, expected) => {
    expect(toWebAddress(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "kein url",
    "ftp://files.example.de",
    "https://localhost",
    "mailto:hallo@example.de",
    "",
    "//evil.example/x",
    "///evil.example/x",
    "https:evil.example",
    "https:/evil.example/x",
    "https:\\\\evil.example",
    "\\\\evil.example\\x",
  ])("refuses %j", (input) => {
    expect(toWebAddress(input)).toBeNull();
  });
});

describe("toPhoneNumber (decision 014)", () => {
  it.each(["040 123456", "+49 (40) 123-4567", "040/12 34 56", "0151.23456789"])("takes %s", (input) => {
    expect(toPhoneNumber(input)).toBe(input);
  });

  it.each(["abc", "040 abc", "123", "+49 40 123456; +49 40 999999", "1".repeat(21)])(
    "refuses %j",
    (input) => {
      expect(toPhoneNumber(input)).toBeNull();
    },
  );

  it("dials the digits and the leading +", () => {
    expect(telLink("+49 (40) 123-4567")).toBe("tel:+49401234567");
  });
});
