/**
 * /admin/users (spec 02 §2.8): the table's fallbacks and badges, the 'P: n | C: n' column, the role
 * filter in the request, and the 'Edit User Profile' dialog (own admin role locked; non-numeric number
 * of children sent as 0), and withdrawing a user's contributions after a confirmation.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TAdminUser, TAdminUserList } from "#shared/schemas/admin-users";
import type { TMe } from "#shared/schemas/me";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { toast } from "#web/lib/toast";
import { AdminUsersPage } from "./admin-users-page";

// Sonner is not mounted in component tests; the page's toasts are checked as calls.
vi.mock("#web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const me: TMe = {
  user: { id: "admin-user", email: "ada@example.org", name: "" },
  profile: { name: null, display_name: null, user_role: "admin" },
};

const users: TAdminUser[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    user_id: "admin-user",
    email: "ada@example.org",
    display_name: null,
    name: null,
    user_role: "admin",
    location: null,
    bio: null,
    number_of_children: 0,
    saved_places_count: 0,
    saved_courses_count: 0,
    created_at: "2026-03-07T09:30:00.000Z",
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    user_id: "lena-user",
    email: "lena@example.org",
    display_name: "Lena",
    name: "Lena Hansen",
    user_role: "provider",
    location: "Ottensen",
    bio: "Music classes",
    number_of_children: 2,
    saved_places_count: 2,
    saved_courses_count: 1,
    created_at: "2026-04-01T09:30:00.000Z",
  },
];

/** The admin's API; records the list URLs and the PATCH bodies it received. */
function adminServer() {
  const listUrls: string[] = [];
  const patches: unknown[] = [];
  const withdrawals: string[] = [];
  const server: FakeServer = (url, init) => {
    if (url.endsWith("/api/me")) return json(me);
    if (url.startsWith("/api/admin/users?")) {
      listUrls.push(url);
      const role = new URL(url, "http://localhost").searchParams.get("role");
      const items = users.filter((user) => !role || user.user_role === role);
      return json({ items, total: items.length } satisfies TAdminUserList);
    }
    if (url.endsWith("/withdraw-contributions") && init?.method === "POST") {
      withdrawals.push(url);
      return json({ fact_answers: 12, reviews: 1, photos: 3, photo_likes: 0, condition_reports: 2 });
    }
    if (url.startsWith("/api/admin/users/") && init?.method === "PATCH") {
      patches.push(JSON.parse(String(init.body)));
      return json(users[0]);
    }
    return undefined;
  };
  return { server, listUrls, patches, withdrawals };
}

describe("AdminUsersPage", () => {
  it("shows the users with the spec's fallbacks, badges and saved counts", async () => {
    const { server } = adminServer();
    await renderWithProviders(<AdminUsersPage />, {
      path: "/admin/users",
      server,
      namespaces: ["admin", "admin-people"],
    });
    expect(await screen.findByRole("heading", { name: "Users (2)" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Users" });
    const [, adminRow, lenaRow] = within(table).getAllByRole("row");
    expect(within(adminRow!).getByText("Unnamed User")).toBeTruthy();
    expect(within(adminRow!).getByText("–")).toBeTruthy();
    expect(within(adminRow!).getByText("Admin").className).toContain("rose");
    expect(within(lenaRow!).getByText("Lena")).toBeTruthy();
    expect(within(lenaRow!).getByText("Provider")).toBeTruthy();
    expect(within(lenaRow!).getByText("P: 2 | C: 1")).toBeTruthy();
  });

  it("asks the server for one role when a role filter is chosen", async () => {
    const { server, listUrls } = adminServer();
    await renderWithProviders(<AdminUsersPage />, {
      path: "/admin/users",
      server,
      namespaces: ["admin", "admin-people"],
    });
    await screen.findByRole("heading", { name: "Users (2)" });
    await userEvent.click(screen.getByRole("button", { name: "Providers" }));
    expect(await screen.findByRole("heading", { name: "Users (1)" })).toBeTruthy();
    expect(listUrls.at(-1)).toContain("role=provider");
  });

  it("locks the admin's own role and sends a non-numeric number of children as 0", async () => {
    const { server, patches } = adminServer();
    await renderWithProviders(<AdminUsersPage />, {
      path: "/admin/users",
      server,
      namespaces: ["admin", "admin-people"],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Unnamed User" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User Profile" });
    expect(within(dialog).getByText("You cannot remove your own admin role.")).toBeTruthy();
    expect(within(dialog).getByRole<HTMLOptionElement>("option", { name: "Parent" }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLOptionElement>("option", { name: "Admin" }).disabled).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText("Number of Children"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Update User" }));
    await waitFor(() =>
      expect(patches).toEqual([
        { display_name: null, user_role: "admin", location: null, number_of_children: 0, bio: null },
      ]),
    );
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("withdraws every contribution of a user only after the confirmation, and says how many", async () => {
    const { server, withdrawals } = adminServer();
    await renderWithProviders(<AdminUsersPage />, {
      path: "/admin/users",
      server,
      namespaces: ["admin", "admin-people"],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw all contributions of Lena" }));
    let dialog = screen.getByRole("dialog", { name: "Withdraw all contributions?" });
    expect(within(dialog).getByText(/of Lena \(lena@example.org\) at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(withdrawals).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Withdraw all contributions of Lena" }));
    dialog = screen.getByRole("dialog", { name: "Withdraw all contributions?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw everything" }));
    await waitFor(() =>
      expect(withdrawals).toEqual([
        "/api/admin/users/00000000-0000-4000-8000-000000000002/withdraw-contributions",
      ]),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Withdrawn – fact answers: 12, reviews: 1, photos: 3, likes: 0, condition reports: 2.",
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
