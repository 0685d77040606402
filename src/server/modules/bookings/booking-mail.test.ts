import { describe, expect, it } from "vitest";
import { buildBookingMail, type BookingMailFacts } from "./booking-mail.js";

const facts: BookingMailFacts = {
  kind: "booked",
  language: "en",
  name: "Anna",
  childName: "Mila",
  courseTitle: "PEKiP",
  providerName: "Elternschule Eimsbüttel",
  schedule: "Dienstag 09:30–10:30",
  location: "Doormannsweg 12, 20259 Hamburg",
  termStart: null,
  waitlistPosition: null,
  url: "https://luett.example/profile",
};

describe("buildBookingMail", () => {
  it("says when the course is in the mail's language (decisions/033)", () => {
    expect(buildBookingMail(facts).text).toContain("When: Tuesday 09:30–10:30");
    expect(buildBookingMail({ ...facts, language: "de" }).text).toContain("Wann: Dienstag 09:30–10:30");
  });
});
