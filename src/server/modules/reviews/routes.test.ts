/**
 * Reviews of any place through the API (decision 017): one editable, deletable review per
 * user and place, the average and count on the detail and the cards, the rating order, and reports that
 * reach the admin queue, where deleting the review updates the rating.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminReportList } from "#shared/schemas/admin-posts.js";
import type { TPlaceDetail, TPlaceList } from "#shared/schemas/places.js";
import type { TReview, TReviewList } from "#shared/schemas/reviews.js";

let t: TestApp;
let parents: TestUser[];
let admin: TestUser;
let placeIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  parents = await Promise.all([signIn(t, { name: "Anna" }), signIn(t), signIn(t)]);
  admin = await signIn(t, { role: "admin" });
  placeIds = (await t.app.inject({ url: "/api/places?limit=4&type=playground" }))
    .json<TPlaceList>()
    .items.map((item) => item.id);
});
afterAll(async () => {
  await t.close();
});

const send = (method: "GET" | "POST" | "DELETE", url: string, user: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? { origin: t.config.publicUrl },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const review = (placeId: string, body: Record<string, unknown>, user: TestUser | null = parents[0]!) =>
  send("POST", `/api/places/${placeId}/reviews`, user, body);

const reviewsOf = async (placeId: string, user: TestUser | null = null) =>
  (await send("GET", `/api/places/${placeId}/reviews`, user)).json<TReviewList>();

const ratingOf = async (placeId: string) =>
  (await send("GET", `/api/places/${placeId}`, null)).json<TPlaceDetail>().rating;

describe("place reviews", () => {
  it("needs a signed-in user, a known place, 1–5 whole stars and at most 2,000 characters", async () => {
    const place = placeIds[0]!;
    expect((await review(place, { rating: 4 }, null)).statusCode).toBe(401);
    expect((await review("00000000-0000-4000-8000-000000000000", { rating: 4 })).statusCode).toBe(404);
    for (const rating of [0, 6, 2.5]) {
      const response = await review(place, { rating });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain("1 bis 5 Sterne");
    }
    const long = await review(place, { rating: 4, text: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { message: string } }>().error.message).toContain("2.000 Zeichen");
    expect(await reviewsOf(place)).toEqual({ items: [], total: 0, mine: null });
    expect(await ratingOf(place)).toBeNull();
  });

  it("keeps one review per parent, edits it on a second write, and shows average and count", async () => {
    const place = placeIds[1]!;
    const first = await review(place, { rating: 2, text: "  Sandkiste voller Scherben.  " });
    expect(first.statusCode).toBe(201);
    expect(first.json<TReview>()).toMatchObject({
      rating: 2,
      text: "Sandkiste voller Scherben.",
      author_name: "Anna",
    });
    const edited = await review(place, { rating: 5, text: "Neu gemacht, jetzt toll!" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TReview>().id).toBe(first.json<TReview>().id);
    await review(place, { rating: 4 }, parents[1]);
    await review(place, { rating: 4, text: "" }, parents[2]);

    const list = await reviewsOf(place, parents[0]);
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.rating)).toEqual([4, 4, 5]);
    expect(list.items[0]?.text).toBeNull();
    expect(list.mine).toMatchObject({ rating: 5, text: "Neu gemacht, jetzt toll!" });
    expect((await reviewsOf(place)).mine).toBeNull();
    expect(await ratingOf(place)).toEqual({ average: 4.3, count: 3 });
    const cards = (await send("GET", `/api/places?type=playground&limit=50`, null)).json<TPlaceList>();
    expect(cards.items.find((card) => card.id === place)?.rating).toEqual({ average: 4.3, count: 3 });
  });

  it("lists the best rated first with sort=rating, places without reviews last", async () => {
    await review(placeIds[2]!, { rating: 5 }, parents[1]);
    const list = (
      await send("GET", "/api/places?type=playground&sort=rating&limit=3", null)
    ).json<TPlaceList>();
    expect(list.items.map((card) => card.id)).toEqual([placeIds[2], placeIds[1], expect.any(String)]);
    expect(list.items[2]?.rating).toBeNull();
  });

  it("lets the author delete their review, and the rating follows", async () => {
    const place = placeIds[2]!;
    expect((await send("DELETE", `/api/places/${place}/reviews/mine`, parents[0]!)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/places/${place}/reviews/mine`, parents[1]!)).statusCode).toBe(204);
    expect(await ratingOf(place)).toBeNull();
    expect((await reviewsOf(place)).total).toBe(0);
  });

  it("puts a reported review into the admin queue; deleting it there updates the rating", async () => {
    const place = placeIds[3]!;
    const bad = (
      await review(place, { rating: 1, text: "Werbung: billige Schaukeln!" }, parents[1])
    ).json<TReview>();
    await review(place, { rating: 5 }, parents[2]);
    const reported = await send("POST", "/api/reports", parents[0]!, {
      target_type: "review",
      target_id: bad.id,
      reason: "spam",
    });
    expect(reported.statusCode).toBe(201);
    const queue = (await send("GET", "/api/admin/reports", admin)).json<TAdminReportList>();
    const entry = queue.items.find((item) => item.target_id === bad.id);
    expect(entry).toMatchObject({
      target_type: "review",
      place_id: place,
      content: "Werbung: billige Schaukeln!",
      rating: 1,
      reason: "spam",
    });
    expect((await send("POST", `/api/admin/reports/${entry!.id}/delete-content`, admin)).statusCode).toBe(
      204,
    );
    expect(await ratingOf(place)).toEqual({ average: 5, count: 1 });
    expect((await reviewsOf(place)).items.map((item) => item.rating)).toEqual([5]);
  });
});
