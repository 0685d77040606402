/**
 * /admin/tag-management (spec 02 §2.10, §5): the list shows the German name, the English name in
 * brackets, 'Inactive', applies-to badges and the display type; the form refuses an empty German name
 * and no category with the spec's texts; deleting asks the browser first and does nothing when declined.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TAdminTag } from "#shared/schemas/admin-catalogue";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { TagManagementPage } from "./tag-management-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const admin = {
  user: { id: "u1", email: "admin@example.org", name: "" },
  profile: { name: null, display_name: null, user_role: "admin" },
};

const tags: TAdminTag[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    name_de: "Wickeltisch",
    name_en: "Changing table",
    applies_to: ["places"],
    display_type: "badge",
    is_active: true,
    display_order: 0,
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    name_de: "Schwimmen",
    name_en: null,
    applies_to: ["places", "courses"],
    display_type: "detail",
    is_active: false,
    display_order: 1,
  },
];

let requests: string[];

const render = (items: TAdminTag[]) =>
  renderWithProviders(<TagManagementPage />, {
    namespaces: ["admin", "admin-catalogue"],
    server: (url, init) => {
      requests.push(`${init?.method ?? "GET"} ${url}`);
      if (url.endsWith("/api/me")) return json(admin);
      if (url.endsWith("/api/admin/tags")) return json({ items });
      return undefined;
    },
  });

beforeEach(() => {
  requests = [];
});

describe("TagManagementPage", () => {
  it("lists tags in order with English names in brackets, 'Inactive', categories and display type", async () => {
    await render(tags);
    const list = await screen.findByRole("list", { name: "Tags in display order" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Wickeltisch (Changing table)"),
      expect.stringContaining("SchwimmenInactive"),
    ]);
    expect(rows[1]!.textContent).toContain("PlacesCourses");
    expect(rows[1]!.textContent).toContain("Display Type: Detail");
    // Each name is marked with its language; buttons name the tag in the page's (decisions/033).
    expect(within(rows[0]!).getByText("Wickeltisch").getAttribute("lang")).toBe("de");
    expect(within(rows[0]!).getByText("Changing table").getAttribute("lang")).toBe("en");
    expect(within(rows[0]!).getByRole("button", { name: "Move Changing table" })).toBeDefined();
    expect(within(rows[1]!).getByRole("button", { name: "Move Schwimmen" })).toBeDefined();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Tag Management");
    expect(screen.getByRole("link", { name: "Back to Admin" }).getAttribute("href")).toBe("/admin");
  });

  it("shows the empty text when there are no tags", async () => {
    await render([]);
    expect(await screen.findByText("No tags found. Create your first tag to get started.")).toBeDefined();
  });

  it("refuses an empty German name and no category with the spec's messages, without a request", async () => {
    const user = userEvent.setup();
    await render(tags);
    await user.click(await screen.findByRole("button", { name: "Add Tag" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New Tag" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Places" }));
    await user.click(within(dialog).getByRole("button", { name: "Create Tag" }));
    expect(await within(dialog).findByText("German name is required")).toBeDefined();
    expect(within(dialog).getByText("Please select at least one category")).toBeDefined();
    expect(requests.filter((request) => request.startsWith("POST"))).toEqual([]);
  });

  it("deletes only after the browser's confirmation", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await render(tags);
    await user.click(await screen.findByRole("button", { name: "Delete Changing table" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this tag?");
    expect(requests.filter((request) => request.startsWith("DELETE"))).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Delete Changing table" }));
    await waitFor(() =>
      expect(requests).toContain("DELETE /api/admin/tags/00000000-0000-4000-8000-000000000001"),
    );
  });
});
