/**
 * Feedback and the what's-missing survey through the API (spec 01 §5, §6, §7 inserts, §8):
 * anonymous answers are welcome, signed-in ones carry the user id, e-mail only when given, empty
 * submissions get the spec's messages, and scripts are slowed down by a rate limit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TSubmissionReceipt } from "#shared/schemas/feedback.js";
import { featureRequests, userFeedback } from "#server/db/schema.js";
import { FEEDBACK_RATE_LIMIT } from "./routes.js";

let t: TestApp;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t);
});
afterAll(async () => {
  await t?.close();
});

const send = (url: string, payload: unknown, user: TestUser | null = null, remoteAddress?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: user?.headers ?? {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const messageOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { message: string } }>().error.message;

describe("POST /api/feedback", () => {
  it("stores anonymous feedback trimmed, without user id or e-mail", async () => {
    const response = await send("/api/feedback", { content: "  Eine Karte wäre toll!  ", user_email: "" });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<TSubmissionReceipt>();
    const [row] = await t.database.db.select().from(userFeedback).where(eq(userFeedback.id, id));
    expect(row).toMatchObject({
      content: "Eine Karte wäre toll!",
      user_email: null,
      user_id: null,
      reviewed_at: null,
    });
  });

  it("stores the user id of a signed-in sender and the e-mail they left", async () => {
    const response = await send("/api/feedback", { content: "Super App", user_email: parent.email }, parent);
    const { id } = response.json<TSubmissionReceipt>();
    const [row] = await t.database.db.select().from(userFeedback).where(eq(userFeedback.id, id));
    expect(row).toMatchObject({ user_id: parent.id, user_email: parent.email });
  });

  it.each([
    ["empty", { content: "" }],
    ["blank", { content: " \n\t " }],
    ["missing", {}],
  ])("refuses %s content with 'Please share your thoughts before submitting.'", async (_label, payload) => {
    const response = await send("/api/feedback", payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain("Please share your thoughts before submitting.");
  });

  it("refuses an e-mail that is not one, and content over 5000 characters", async () => {
    expect((await send("/api/feedback", { content: "Hallo", user_email: "nope" })).statusCode).toBe(400);
    expect((await send("/api/feedback", { content: "x".repeat(5001) })).statusCode).toBe(400);
  });

  it(`takes ${FEEDBACK_RATE_LIMIT} messages a minute per client address, then 429`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= FEEDBACK_RATE_LIMIT; index++) {
      statuses.push(
        (await send("/api/feedback", { content: `Nachricht ${index}` }, null, "192.0.2.10")).statusCode,
      );
    }
    expect(statuses.slice(0, FEEDBACK_RATE_LIMIT)).toEqual(Array(FEEDBACK_RATE_LIMIT).fill(201));
    expect(statuses.at(-1)).toBe(429);
    expect(messageOf(await send("/api/feedback", { content: "noch eine" }, null, "192.0.2.10"))).toBe(
      "Too many requests. Please try again later.",
    );
  });
});

describe("POST /api/feature-requests", () => {
  it("stores the chosen options (once each) and the other suggestion", async () => {
    const response = await send(
      "/api/feature-requests",
      {
        selected_options: ["Map view", "Offline access", "Map view"],
        other_suggestion: "  Flohmärkte  ",
        user_email: "mia@example.org",
      },
      parent,
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<TSubmissionReceipt>();
    const [row] = await t.database.db.select().from(featureRequests).where(eq(featureRequests.id, id));
    expect(row).toMatchObject({
      selected_options: ["Map view", "Offline access"],
      other_suggestion: "Flohmärkte",
      user_email: "mia@example.org",
      user_id: parent.id,
    });
  });

  it("takes only an other suggestion, stored with empty options", async () => {
    const response = await send("/api/feature-requests", {
      selected_options: [],
      other_suggestion: "Wickelräume",
    });
    const { id } = response.json<TSubmissionReceipt>();
    const [row] = await t.database.db.select().from(featureRequests).where(eq(featureRequests.id, id));
    expect(row).toMatchObject({
      selected_options: [],
      other_suggestion: "Wickelräume",
      user_id: null,
      user_email: null,
    });
  });

  it.each([
    ["nothing", {}],
    ["no options and a blank suggestion", { selected_options: [], other_suggestion: "   " }],
  ])("refuses %s with 'Please select at least one option or add a suggestion.'", async (_label, payload) => {
    const response = await send("/api/feature-requests", payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain("Please select at least one option or add a suggestion.");
  });

  it("refuses an option that is not on the survey", async () => {
    expect((await send("/api/feature-requests", { selected_options: ["Free coffee"] })).statusCode).toBe(400);
  });
});
