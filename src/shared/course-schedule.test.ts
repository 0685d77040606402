import { describe, expect, it } from "vitest";
import { formatSchedule } from "./course-schedule.js";

describe("formatSchedule", () => {
  it("words a provider course's schedule in English, as the server writes it in German", () => {
    expect(formatSchedule("Montag 10:00–11:30", "en")).toBe("Monday 10:00–11:30");
    expect(formatSchedule("Sonnabend 09:00–10:00", "en")).toBe("Saturday 09:00–10:00");
  });

  it("keeps abbreviations short and plural days plural", () => {
    expect(formatSchedule("Di 09:30–11:00", "en")).toBe("Tue 09:30–11:00");
    expect(formatSchedule("Mi. 9.30 Uhr", "en")).toBe("Wed 9:30");
    expect(formatSchedule("Donnerstags 10:00–11:00", "en")).toBe("Thursdays 10:00–11:00");
  });

  it("reads lists and ranges of days as the database does", () => {
    expect(formatSchedule("Mo–Fr 9:00–12:00", "en")).toBe("Mon–Fri 9:00–12:00");
    expect(formatSchedule("Mo bis Fr 9–12 Uhr", "en")).toBe("Mon to Fri 9–12");
    expect(formatSchedule("Sa & So 10:00", "en")).toBe("Sat & Sun 10:00");
    expect(formatSchedule("Montag und Mittwoch", "en")).toBe("Monday and Wednesday");
    expect(formatSchedule("Mo, Mi, Fr: 16:00-17:00", "en")).toBe("Mon, Wed, Fri 16:00–17:00");
  });

  it("shows other text as its author wrote it", () => {
    expect(formatSchedule("So 11:00–11:45 (Mai–Sep)", "en")).toBe("So 11:00–11:45 (Mai–Sep)");
    expect(formatSchedule("nach Absprache", "en")).toBe("nach Absprache");
    expect(formatSchedule("Tue 10:00", "en")).toBe("Tue 10:00");
    // "So" is a day only where the whole text is a schedule.
    expect(formatSchedule("So lange der Vorrat reicht", "en")).toBe("So lange der Vorrat reicht");
  });

  it("leaves German as it is", () => {
    expect(formatSchedule("Di 09:30–11:00", "de")).toBe("Di 09:30–11:00");
    expect(formatSchedule("Montag 10:00–11:30", undefined)).toBe("Montag 10:00–11:30");
  });
});
