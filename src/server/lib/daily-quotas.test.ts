/**
 * Per-account daily quotas on contributions (docs/decisions/042, README "Limits"): fact answers,
 * reviews, place photos and condition reports each stop at their day's number with a clear message,
 * per account (another parent is not affected), and not for admins.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TUpload } from "#shared/schemas/files.js";
import { places } from "#server/db/schema.js";
import {
  CONDITION_REPORTS_PER_DAY,
  FACT_ANSWERS_PER_DAY,
  PLACE_PHOTOS_PER_DAY,
  REVIEWS_PER_DAY,
} from "./daily-quotas.js";

let t: TestApp;
let placeIds: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  placeIds = (
    await t.database.db
      .insert(places)
      .values(
        ["Spielplatz Heidhörn", "Spielplatz Wohlerspark", "Spielplatz Planten un Blomen"].map((name) => ({
          name,
          type: "playground",
          address: "Hamburg",
        })),
      )
      .returning({ id: places.id })
  ).map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, user: TestUser, payload: object) =>
  t.app.inject({ method: "POST", url, headers: user.headers, payload: payload as Record<string, unknown> });

const uploadPhoto = async (user: TestUser) => {
  const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  const body = multipartFile({ data, filename: "foto.jpg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads/place-photos",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json<TUpload>().id;
};

/** The kinds of contribution, each with one request of the n-th contribution of the day. */
const contributions = [
  {
    quota: FACT_ANSWERS_PER_DAY,
    send: (user: TestUser, n: number) =>
      post(`/api/places/${placeIds[0]}/facts`, user, { key: "fenced", value: n % 2 ? "yes" : "no" }),
  },
  {
    quota: REVIEWS_PER_DAY,
    send: (user: TestUser, n: number) =>
      post(`/api/places/${placeIds[0]}/reviews`, user, { rating: (n % 5) + 1, text: null }),
  },
  {
    quota: PLACE_PHOTOS_PER_DAY,
    // Ten per place is the place's own limit (LIMITS.placePhotosPerUser), so the day's photos spread.
    send: async (user: TestUser, n: number) =>
      post(`/api/places/${placeIds[Math.floor(n / 10) % 3]}/photos`, user, {
        upload_id: await uploadPhoto(user),
      }),
  },
  {
    quota: CONDITION_REPORTS_PER_DAY,
    send: (user: TestUser) => post(`/api/places/${placeIds[1]}/condition-reports`, user, { kind: "dirty" }),
  },
];

describe("daily quotas per account", () => {
  it.each(contributions)(
    "stop $quota.name at $quota.max a day with the quota's sentence",
    async ({ quota, send }) => {
      const parent = await signIn(t);
      for (let n = 0; n < quota.max; n++) {
        const response = await send(parent, n);
        expect(response.statusCode, `contribution ${n + 1}`).toBeLessThan(300);
      }
      const refused = await send(parent, quota.max);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: "RATE_LIMITED", message: quota.message, key: quota.key },
      });
      // Another parent's day is their own, and an admin is not counted.
      for (const other of [await signIn(t), await signIn(t, { role: "admin" })]) {
        expect((await send(other, 0)).statusCode).toBeLessThan(300);
      }
    },
  );
});
