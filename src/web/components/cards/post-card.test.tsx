import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TPostCard } from "#shared/schemas/posts";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { PostCard } from "./post-card";

const post: TPostCard = {
  id: "7d0f1a4e-2b8c-4d1e-9a3f-5c6b7d8e9f01",
  type: "tip",
  content: '<img src=x onerror="alert(1)"> Bring a towel to the water playground!',
  image: {
    url: "/files/post-images/u1/1-abc-detail.webp",
    card_url: "/files/post-images/u1/1-abc-card.webp",
    width: 1600,
    height: 1200,
  },
  author_name: "mia.beispiel",
  created_at: "2026-03-07T09:30:00.000Z",
  comment_count: 3,
};

describe("PostCard (spec 01 §2 'Cards')", () => {
  it("shows author, en-GB day and short month, the card photo and the answer count", async () => {
    await renderWithProviders(<PostCard post={post} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "mia.beispiel" })).toBeTruthy();
    expect(within(card).getByText("7 Mar")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Photo shared by mia.beispiel" }).getAttribute("src")).toBe(
      post.image!.card_url,
    );
    expect(within(card).getByText("3 answers")).toBeTruthy();
    const join = within(card).getByRole("link", { name: /Join conversation/ });
    expect(join.getAttribute("href")).toBe(`/community/${post.id}`);
    expect(
      within(card)
        .getByRole("link", { name: /Read more/ })
        .getAttribute("href"),
    ).toBe(`/community/${post.id}`);
  });

  it("dates a post by Hamburg's calendar: late in the evening it is already the next day", async () => {
    await renderWithProviders(<PostCard post={{ ...post, created_at: "2026-03-07T23:30:00.000Z" }} />);
    expect(within(screen.getByRole("article")).getByText("8 Mar")).toBeTruthy();
  });

  it("renders HTML in the content as text, never as elements", async () => {
    await renderWithProviders(<PostCard post={{ ...post, image: null }} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText(post.content)).toBeTruthy();
    expect(card.querySelector("img")).toBeNull();
    expect(within(card).getByText(post.content).className).toContain("line-clamp-4");
  });
});
