/** /community states (spec 01 §2, §8 empty texts): both empty texts and "Load more". */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TPostCard, TPostList } from "#shared/schemas/posts";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CommunityPage } from "./community-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const post = (index: number): TPostCard => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  type: "tip",
  content: `Tip number ${index}`,
  image: null,
  author_name: "mia",
  created_at: "2026-03-07T09:30:00.000Z",
  comment_count: 0,
});

/** A feed of `total` posts, served in the pages the page asks for. */
const feed =
  (total: number): FakeServer =>
  (url) => {
    if (!url.startsWith("/api/posts")) return undefined;
    const query = new URL(url, "http://localhost").searchParams;
    const offset = Number(query.get("offset") ?? 0);
    const limit = Number(query.get("limit") ?? 12);
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      post(offset + i),
    );
    return json({ items, total } satisfies TPostList);
  };

describe("CommunityPage", () => {
  it("says 'No posts yet. Be the first to share something!' when there are none", async () => {
    await renderWithProviders(<CommunityPage />, {
      path: "/community",
      server: feed(0),
      namespaces: ["community"],
    });
    expect(await screen.findByText("No posts yet. Be the first to share something!")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /New Post/ })[0]?.getAttribute("href")).toBe(
      "/community/create",
    );
  });

  it("says 'No posts found matching your filters.' when a filter matches nothing", async () => {
    await renderWithProviders(<CommunityPage />, {
      path: "/community",
      server: feed(0),
      namespaces: ["community"],
    });
    await screen.findByText("No posts yet. Be the first to share something!");
    await userEvent.click(screen.getByRole("button", { name: "Reviews" }));
    expect(await screen.findByText("No posts found matching your filters.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reviews" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("loads more posts until all are shown", async () => {
    await renderWithProviders(<CommunityPage />, {
      path: "/community",
      server: feed(15),
      namespaces: ["community"],
    });
    expect(await screen.findByText("Showing 12 of 15")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 15 of 15")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(15);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
