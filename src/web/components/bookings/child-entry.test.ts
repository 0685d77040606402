import { describe, expect, it } from "vitest";
import { readChildEntry } from "./child-entry";

describe("readChildEntry (profile children → booking form)", () => {
  it.each([
    ["Mila, 9 Monate", { name: "Mila", ageMonths: 9 }],
    ["18 Monate", { name: null, ageMonths: 18 }],
    ["Ole (2 Jahre)", { name: "Ole", ageMonths: 24 }],
    ["1 Jahr 6 Monate", { name: null, ageMonths: 18 }],
    ["Jonte – 2,5 Jahre alt", { name: "Jonte", ageMonths: 30 }],
    ["3 years", { name: null, ageMonths: 36 }],
    ["Baby, 6 Wochen", { name: "Baby", ageMonths: 1 }],
    ["Emma", { name: "Emma", ageMonths: null }],
    ["Zwillinge 7 Mon.", { name: "Zwillinge", ageMonths: 7 }],
  ])("reads %j", (text, expected) => {
    expect(readChildEntry(text)).toEqual(expected);
  });
});
