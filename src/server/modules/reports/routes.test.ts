/**
 * Reporting posts and answers: once per user and item, the item stays visible, the report waits as "open" for
 * an admin.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZPostDetail } from "#shared/schemas/posts.js";
import { ZReport } from "#shared/schemas/reports.js";
import { contentReports } from "#server/db/schema.js";

let t: TestApp;
let author: TestUser;
let reporter: TestUser;
let postId: string;
let commentId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  author = await signIn(t);
  reporter = await signIn(t);
  postId = (
    await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { type: "review", content: "Visit my shop!!!" },
      headers: author.headers,
    })
  ).json<{ id: string }>().id;
  commentId = (
    await t.app.inject({
      method: "POST",
      url: `/api/posts/${postId}/comments`,
      payload: { content: "Cheap pills here" },
      headers: author.headers,
    })
  ).json<{ id: string }>().id;
});
afterAll(async () => {
  await t?.close();
});

const report = (body: Record<string, unknown>, user: TestUser | null = reporter) =>
  t.app.inject({ method: "POST", url: "/api/reports", payload: body, headers: user?.headers ?? {} });

describe("POST /api/reports", () => {
  it("needs a signed-in user", async () => {
    expect((await report({ target_type: "post", target_id: postId, reason: "spam" }, null)).statusCode).toBe(
      401,
    );
  });

  it("stores an open report of a post; the post stays visible and shows as reported to the reporter", async () => {
    const response = await report({
      target_type: "post",
      target_id: postId,
      reason: "spam",
      details: "  advert  ",
    });
    expect(response.statusCode).toBe(201);
    expect(ZReport.parse(response.json())).toMatchObject({
      target_type: "post",
      reason: "spam",
      status: "open",
    });
    const [row] = await t.database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.target_id, postId));
    expect(row).toMatchObject({ reporter_id: reporter.id, details: "advert", status: "open" });
    const seen = ZPostDetail.parse(
      (await t.app.inject({ url: `/api/posts/${postId}`, headers: reporter.headers })).json(),
    );
    expect(seen.is_reported).toBe(true);
    const list = await t.app.inject({ url: "/api/posts" });
    expect(list.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(postId);
  });

  it("refuses a second report of the same item by the same user with 409", async () => {
    const again = await report({ target_type: "post", target_id: postId, reason: "other" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: "CONFLICT", message: "You have already reported this.", key: "ALREADY_REPORTED" },
    });
    // Someone else may still report it.
    expect(
      (await report({ target_type: "post", target_id: postId, reason: "spam" }, author)).statusCode,
    ).toBe(201);
  });

  it("reports an answer, which then shows as reported in the list", async () => {
    expect(
      (await report({ target_type: "comment", target_id: commentId, reason: "harassment" })).statusCode,
    ).toBe(201);
    const comments = await t.app.inject({ url: `/api/posts/${postId}/comments`, headers: reporter.headers });
    expect(comments.json<{ items: { is_reported: boolean }[] }>().items[0]?.is_reported).toBe(true);
  });

  it.each([
    [
      "an unknown post",
      { target_type: "post", target_id: "00000000-0000-4000-8000-000000000000", reason: "spam" },
      404,
    ],
    [
      "a post id given as a comment",
      { target_type: "comment", target_id: "00000000-0000-4000-8000-000000000001", reason: "spam" },
      404,
    ],
    [
      "an unknown reason",
      { target_type: "post", target_id: "00000000-0000-4000-8000-000000000000", reason: "dislike" },
      400,
    ],
    [
      "an unknown target type",
      { target_type: "user", target_id: "00000000-0000-4000-8000-000000000000", reason: "spam" },
      400,
    ],
    [
      "over-long details",
      {
        target_type: "post",
        target_id: "00000000-0000-4000-8000-000000000000",
        reason: "other",
        details: "x".repeat(1001),
      },
      400,
    ],
  ])("refuses %s", async (_name, body, status) => {
    expect((await report(body)).statusCode).toBe(status);
  });
});
