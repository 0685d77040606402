/**
 * The provider's bookings dialog (decision 024): the list grouped by status with contact, child and age,
 * the CSV link, a phone booking sent with the server's schema, cancelling with a message to the family,
 * and "Nachricht an alle Teilnehmenden" counting each family once and asking before it sends.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TProviderBookingList } from "#shared/schemas/booking-management";
import type { TProviderCourse } from "#shared/schemas/providers";
import { toast } from "#web/lib/toast";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CourseBookingsDialog } from "./course-bookings-dialog";
import { countRecipients } from "./participant-message-form";

vi.mock("#web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const providerId = "0b7a4a52-6f1e-4a55-9a0c-3a2f1d9a1c11";
const courseId = "5d0c1e6a-3f2b-4c7d-8e9f-0a1b2c3d4e5f";
const course = { id: courseId, title: "PEKiP Dienstag", bookable: true } as TProviderCourse;

const booking = (
  id: string,
  overrides: Partial<TProviderBookingList["items"][number]>,
): TProviderBookingList["items"][number] => ({
  id,
  status: "booked",
  waitlist_position: null,
  contact_name: "Anna Schulz",
  contact_email: "anna@example.org",
  contact_phone: null,
  child_name: "Mila",
  child_age_months: 7,
  is_manual: false,
  created_at: "2026-09-01T07:30:00.000Z",
  promoted_at: null,
  cancelled_at: null,
  ...overrides,
});

const list: TProviderBookingList = {
  course: {
    id: courseId,
    title: "PEKiP Dienstag",
    schedule: "Dienstag 09:30–10:30",
    places: 2,
    booked: 2,
    waitlisted: 1,
    cancelled: 1,
  },
  items: [
    booking("b1", {}),
    booking("b2", { child_name: "Ida", child_age_months: 1 }),
    booking("b3", {
      status: "waitlisted",
      waitlist_position: 1,
      contact_name: "Tom Weber",
      contact_email: null,
      contact_phone: "040 123456",
      child_name: null,
      child_age_months: 9,
      is_manual: true,
    }),
    booking("b4", {
      status: "cancelled",
      contact_name: "Clara",
      contact_email: "clara@example.org",
      cancelled_at: "2026-09-02T10:00:00.000Z",
    }),
  ],
  total: 4,
};

/** The fake API: the list, and every write recorded by its path. */
function server(writes: { url: string; body: unknown }[]): FakeServer {
  return (url, init) => {
    if (url === `/api/providers/${providerId}/courses/${courseId}/bookings` && init?.method === "GET") {
      return json(list);
    }
    if (init?.method === "POST") {
      writes.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith("/bookings"))
        return json({ id: "b9", status: "waitlisted", waitlist_position: 2 }, 201);
      if (url.endsWith("/message")) return json({ recipients: 1, without_email: 0 });
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
}

async function open(writes: { url: string; body: unknown }[] = []) {
  await renderWithProviders(
    <CourseBookingsDialog providerId={providerId} course={course} onClose={() => undefined} />,
    { server: server(writes), language: "de", namespaces: ["provider"] },
  );
  return screen.findByRole("dialog", { name: "Buchungen: PEKiP Dienstag" });
}

describe("CourseBookingsDialog", () => {
  it("lists the bookings by status with contact, child, age and the CSV link", async () => {
    const dialog = await open();
    expect(await within(dialog).findByText("2 von 2 Plätzen belegt · 1 auf der Warteliste")).toBeTruthy();
    const booked = within(dialog).getByRole("region", { name: "Gebucht (2)" });
    expect(within(booked).getByText("Kind: Mila · 7 Monate")).toBeTruthy();
    expect(within(booked).getByText("Kind: Ida · 1 Monat")).toBeTruthy();
    expect(within(booked).getAllByRole("link", { name: "anna@example.org" })[0]!.getAttribute("href")).toBe(
      "mailto:anna@example.org",
    );
    expect(within(booked).getAllByText("Gebucht am 01.09.2026, 09:30")).toHaveLength(2);
    const waiting = within(dialog).getByRole("region", { name: "Warteliste (1)" });
    expect(within(waiting).getByText("Warteliste, Platz 1")).toBeTruthy();
    expect(within(waiting).getByText("Keine E-Mail-Adresse")).toBeTruthy();
    expect(within(waiting).getByRole("link", { name: "040 123456" }).getAttribute("href")).toBe(
      "tel:040123456",
    );
    expect(within(waiting).getByText(/Von Ihnen eingetragen/)).toBeTruthy();
    const cancelled = within(dialog).getByRole("region", { name: "Storniert (1)" });
    expect(within(cancelled).queryByRole("button", { name: /stornieren/ })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Als CSV herunterladen" }).getAttribute("href")).toBe(
      `/api/providers/${providerId}/courses/${courseId}/bookings.csv`,
    );
  });

  it("adds a phone booking through the schema and says where it landed", async () => {
    const writes: { url: string; body: unknown }[] = [];
    const dialog = await open(writes);
    await userEvent.click(await within(dialog).findByRole("button", { name: "Buchung hinzufügen" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Buchung speichern" }));
    expect(await within(dialog).findByText("Bitte geben Sie den Namen der Kontaktperson an.")).toBeTruthy();
    expect(writes).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Name der Kontaktperson/), "Jana Kröger");
    await userEvent.type(within(dialog).getByLabelText(/Alter des Kindes/), "4");
    await userEvent.type(within(dialog).getByLabelText(/E-Mail/), "kein-at");
    await userEvent.click(within(dialog).getByRole("button", { name: "Buchung speichern" }));
    expect(await within(dialog).findByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/E-Mail/));
    await userEvent.type(within(dialog).getByLabelText(/Telefon/), "040 987654");
    await userEvent.click(within(dialog).getByRole("button", { name: "Buchung speichern" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Buchung gespeichert: Warteliste, Platz 2."),
    );
    expect(writes).toEqual([
      {
        url: `/api/providers/${providerId}/courses/${courseId}/bookings`,
        body: {
          contact_name: "Jana Kröger",
          child_name: null,
          child_age_months: 4,
          contact_email: null,
          contact_phone: "040 987654",
        },
      },
    ]);
    // Back to the list.
    expect(await within(dialog).findByRole("region", { name: "Gebucht (2)" })).toBeTruthy();
  });

  it("cancels a booking after confirming, with the message to the family", async () => {
    const writes: { url: string; body: unknown }[] = [];
    const dialog = await open(writes);
    const [cancelAnna] = await within(dialog).findAllByRole("button", {
      name: "Buchung von Anna Schulz stornieren",
    });
    await userEvent.click(cancelAnna!);
    const confirm = await screen.findByRole("dialog", { name: "Buchung stornieren?" });
    await userEvent.type(within(confirm).getByLabelText(/Nachricht an die Familie/), "Der Kurs fällt aus.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ja, stornieren" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Buchung storniert."));
    expect(writes).toEqual([
      {
        url: `/api/providers/${providerId}/courses/${courseId}/bookings/b1/cancel`,
        body: { message: "Der Kurs fällt aus." },
      },
    ]);
  });

  it("sends a message to all participants only after confirming how many families get it", async () => {
    const writes: { url: string; body: unknown }[] = [];
    const dialog = await open(writes);
    await userEvent.click(
      await within(dialog).findByRole("button", { name: "Nachricht an alle Teilnehmenden" }),
    );
    // Anna booked two children: one family.
    expect(within(dialog).getByText("Geht an 1 Familie.")).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText("Auch an die Familien auf der Warteliste senden"));
    expect(
      within(dialog).getByText("Geht an 1 Familie. 1 Buchung ohne E-Mail-Adresse bekommt nichts."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText("Auch an die Familien auf der Warteliste senden"));
    await userEvent.type(within(dialog).getByLabelText(/^Betreff/), "Raumänderung");
    await userEvent.type(within(dialog).getByLabelText(/^Nachricht/), "Wir treffen uns im Gartenraum.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Weiter" }));
    expect(within(dialog).getByText("„Raumänderung“ geht jetzt per E-Mail an 1 Familie.")).toBeTruthy();
    expect(writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Jetzt senden" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Nachricht an 1 Familie gesendet."));
    expect(writes).toEqual([
      {
        url: `/api/providers/${providerId}/courses/${courseId}/bookings/message`,
        body: { subject: "Raumänderung", text: "Wir treffen uns im Gartenraum.", include_waitlist: false },
      },
    ]);
  });
});

describe("countRecipients", () => {
  it("counts one family per address and the bookings without one", () => {
    expect(countRecipients(list.items, false)).toEqual({ recipients: 1, withoutEmail: 0 });
    expect(countRecipients(list.items, true)).toEqual({ recipients: 1, withoutEmail: 1 });
  });
});
