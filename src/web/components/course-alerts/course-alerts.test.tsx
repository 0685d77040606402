/**
 * The course alert UI (decision 023): the "notify me" action (a sign-in link that returns when signed
 * out; the dialog that saves the page's filters or a birth month when signed in), the list on /profile
 * with delete, and how an alert reads.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TCourseAlert } from "#shared/schemas/course-alerts";
import type { TFunction } from "i18next";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CourseAlertButton } from "./course-alert-button";
import { alertInputOf } from "./course-alert-dialog";
import { CourseAlertList } from "./course-alert-list";
import { formatAlert } from "./format-alert";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), message: vi.fn() }));
vi.mock("#web/lib/toast", () => ({ toast }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const me = () =>
  json({
    user: { id: "u1", email: "mia@example.org", name: "" },
    profile: { name: null, display_name: "mia", user_role: "parent" },
  });

const ALERT: TCourseAlert = {
  id: "3d3c1f0e-8a5b-4c2d-9e1f-0a1b2c3d4e5f",
  stadtteil: "Eimsbüttel",
  age_months: { min: 8, max: 12 },
  birth_month: null,
  child_age_months: null,
  created_at: "2026-01-10T10:00:00.000Z",
  last_sent_at: null,
};

describe("how an alert reads", () => {
  const t = ((key: string, options?: Record<string, unknown>) =>
    `${key}${options ? JSON.stringify(options) : ""}`) as TFunction;

  it("names the range and district, or the child with their age", () => {
    expect(formatAlert(t, ALERT)).toBe(
      'alerts.summary.inDistrict{"age":"alerts.age.range{\\"min\\":8,\\"max\\":12}","district":"Eimsbüttel"}',
    );
    expect(formatAlert(t, { ...ALERT, stadtteil: null, age_months: null, child_age_months: 11 })).toBe(
      'alerts.summary.everywhere{"age":"alerts.age.child{\\"count\\":11}"}',
    );
  });

  it("sends the filter range, a birth month, or neither", () => {
    const filters = { district: " Eimsbüttel ", ageRange: { min: 6, max: 11 } };
    expect(alertInputOf(filters, "filter", "")).toEqual({
      stadtteil: "Eimsbüttel",
      age_months: { min: 6, max: 11 },
    });
    expect(alertInputOf(filters, "child", "2025-03")).toEqual({
      stadtteil: "Eimsbüttel",
      birth_month: "2025-03",
    });
    expect(alertInputOf({ district: null, ageRange: null }, "any", "")).toEqual({});
  });
});

describe("Benachrichtige mich bei neuen Kursen", () => {
  it("is a sign-in link that comes back to the page when signed out", async () => {
    await renderWithProviders(<CourseAlertButton filters={{ district: null, ageRange: null }} />, {
      path: "/courses",
      language: "de",
      namespaces: ["profile"],
    });
    const link = await screen.findByRole("link", {
      name: /Anmelden und bei neuen Kursen benachrichtigt werden/,
    });
    expect(link.getAttribute("href")).toBe("/auth?mode=signin&returnTo=%2Fcourses");
  });

  it("saves the page's district and a birth month for 'my child'", async () => {
    const posted: unknown[] = [];
    const server: FakeServer = async (url, init) => {
      if (url.endsWith("/api/me")) return me();
      if (url.endsWith("/api/me/course-alerts") && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return json({ ...ALERT, age_months: null, birth_month: "2025-03", child_age_months: 9 }, 201);
      }
      if (url.endsWith("/api/me/course-alerts")) return json({ items: [], total: 0 });
      return undefined;
    };
    await renderWithProviders(
      <CourseAlertButton filters={{ district: "Eimsbüttel", ageRange: { min: 6, max: 11 } }} />,
      { path: "/search", language: "de", namespaces: ["profile"], server },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Benachrichtige mich bei neuen Kursen" }),
    );
    await screen.findByRole("dialog", { name: "Benachrichtige mich bei neuen Kursen" });
    expect(screen.getByRole("combobox", { name: "Stadtteil" })).toHaveProperty("value", "Eimsbüttel");
    expect(screen.getByRole("radio", { name: "6–11 Monate (wie gefiltert)" })).toHaveProperty(
      "checked",
      true,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Mein Kind – das Alter wächst mit" }));
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Bitte gib den Geburtsmonat an.")).toBeTruthy();
    expect(posted).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Geburtsmonat deines Kindes"), "2025-03");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(posted).toEqual([{ stadtteil: "Eimsbüttel", birth_month: "2025-03" }]));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Gespeichert. Neue passende Kurse bekommst du per E-Mail."),
    );
  });

  it("offers Hamburg's current month as the latest birth month, also on the evening before it starts in UTC", async () => {
    // 23:30 UTC on 30 November is 00:30 on 1 December in Hamburg: a child born today is a December child.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T23:30:00Z"));
    try {
      const server: FakeServer = async (url) => {
        if (url.endsWith("/api/me")) return me();
        if (url.endsWith("/api/me/course-alerts")) return json({ items: [], total: 0 });
        return undefined;
      };
      await renderWithProviders(<CourseAlertButton filters={{ district: null, ageRange: null }} />, {
        path: "/courses",
        language: "de",
        namespaces: ["profile"],
        server,
      });
      await userEvent.click(
        await screen.findByRole("button", { name: "Benachrichtige mich bei neuen Kursen" }),
      );
      await userEvent.click(await screen.findByRole("radio", { name: "Mein Kind – das Alter wächst mit" }));
      expect(screen.getByLabelText("Geburtsmonat deines Kindes").getAttribute("max")).toBe("2026-12");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("an alert for a Stadtteil", () => {
  it("takes a Stadtteil typed or picked on /courses, and names one Lütt does not know", async () => {
    const posted: unknown[] = [];
    const server: FakeServer = async (url, init) => {
      if (url.endsWith("/api/me")) return me();
      if (url.endsWith("/api/me/course-alerts") && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return json({ ...ALERT, stadtteil: "Ottensen" }, 201);
      }
      if (url.endsWith("/api/me/course-alerts")) return json({ items: [], total: 0 });
      return undefined;
    };
    await renderWithProviders(
      <CourseAlertButton filters={{ district: null, ageRange: { min: 0, max: 12 } }} />,
      { path: "/courses", language: "de", namespaces: ["profile"], server },
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Benachrichtige mich bei neuen Kursen" }),
    );
    const district = await screen.findByRole("combobox", { name: "Stadtteil" });
    expect(district).toHaveProperty("value", "");
    expect(district.getAttribute("placeholder")).toBe("Ganz Hamburg");
    const offered = [...document.getElementById(district.getAttribute("list")!)!.querySelectorAll("option")];
    expect(offered.map((option) => option.getAttribute("value"))).toEqual(
      expect.arrayContaining(["Ottensen", "Eimsbüttel", "Wandsbek"]),
    );

    await userEvent.type(district, "Atlantis");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    expect(
      await screen.findByText(
        "Diesen Stadtteil kennen wir nicht. Wähle einen aus der Liste oder lass das Feld leer.",
      ),
    ).toBeTruthy();
    expect(district.getAttribute("aria-invalid")).toBe("true");
    expect(posted).toHaveLength(0);

    await userEvent.clear(district);
    await userEvent.type(district, "Ottensen");
    await userEvent.click(screen.getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(posted).toEqual([{ stadtteil: "Ottensen", age_months: { min: 0, max: 12 } }]));
  });
});

describe("the alerts on /profile", () => {
  it("lists the alerts and deletes one", async () => {
    let items = [
      ALERT,
      {
        ...ALERT,
        id: "4e4d2f1f-9b6c-4d3e-8f2a-1b2c3d4e5f60",
        stadtteil: null,
        age_months: null,
        birth_month: "2025-03",
        child_age_months: 9,
      },
    ];
    const deleted: string[] = [];
    const server: FakeServer = async (url, init) => {
      if (url.endsWith("/api/me")) return me();
      if (init?.method === "DELETE" && url.includes("/api/me/course-alerts/")) {
        const id = url.split("/").pop()!;
        deleted.push(id);
        items = items.filter((item) => item.id !== id);
        return new Response(null, { status: 204 });
      }
      if (url.endsWith("/api/me/course-alerts")) return json({ items, total: items.length });
      return undefined;
    };
    await renderWithProviders(<CourseAlertList />, { path: "/profile", namespaces: ["profile"], server });
    expect(await screen.findByText("New courses for 8–12 months in Eimsbüttel")).toBeTruthy();
    expect(screen.getByText("New courses for my child (9 months) in all of Hamburg")).toBeTruthy();
    await userEvent.click(
      screen.getByRole("button", { name: "Delete notification “New courses for 8–12 months in Eimsbüttel”" }),
    );
    await waitFor(() => expect(deleted).toEqual([ALERT.id]));
    await waitFor(() => expect(screen.queryByText("New courses for 8–12 months in Eimsbüttel")).toBeNull());
    expect(toast.success).toHaveBeenCalledWith("Notification deleted.");
  });
});
