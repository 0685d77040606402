/**
 * Posts management and the reports queue through the API (spec 02 §2.9, §6 "delete any"; the audit log,
 * decision 032): deleting something already deleted is a 404.
 */
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZAdminPostList, ZAdminReportList } from "#shared/schemas/admin-posts.js";
import { ZUpload } from "#shared/schemas/files.js";
import { adminAuditLog, contentReports, feedPosts, postComments, uploads } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";

let t: TestApp;
let admin: TestUser;
let mia: TestUser;
let ole: TestUser;
let provider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin" });
  mia = await signIn(t, { email: "mia@example.org" });
  ole = await signIn(t, { email: "ole@example.org" });
  provider = await signIn(t, { role: "provider" });
});
afterAll(async () => {
  await t?.close();
});

const createPost = async (user: TestUser, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/posts",
    payload: body,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};

const uploadImage = async (user: TestUser) => {
  const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#38bdf8" } })
    .jpeg()
    .toBuffer();
  const body = multipartFile({ data, filename: "spielplatz.jpg", contentType: "image/jpeg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads/post-images",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(response.statusCode).toBe(201);
  return ZUpload.parse(response.json());
};

const report = async (user: TestUser, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/reports",
    payload: body,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
};

const listPosts = async (query = "") => {
  const response = await t.app.inject({ url: `/api/admin/posts${query}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return ZAdminPostList.parse(response.json());
};

const listReports = async (query = "") => {
  const response = await t.app.inject({ url: `/api/admin/reports${query}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return ZAdminReportList.parse(response.json());
};

const fileOf = (url: string) => dataPath(t.config, "files", url.replace("/files/", ""));

let tipId: string;
let questionId: string;
let reviewId: string;
let image: Awaited<ReturnType<typeof uploadImage>>;

describe("GET /api/admin/posts", () => {
  beforeAll(async () => {
    image = await uploadImage(mia);
    tipId = await createPost(mia, {
      type: "tip",
      content: "Der Wasserspielplatz im Stadtpark ist ab Mai wieder offen.",
      image_upload_id: image.id,
    });
    questionId = await createPost(ole, { type: "question", content: "Welcher Kinderarzt in Altona?" });
    reviewId = await createPost(ole, { type: "review", content: "100% empfehlenswert: PEKiP in Eimsbüttel" });
  });

  it("lists every post newest first with type, author e-mail, image flag and creation time", async () => {
    const page = await listPosts();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual([reviewId, questionId, tipId]);
    expect(page.items[2]).toMatchObject({
      type: "tip",
      author_email: "mia@example.org",
      has_image: true,
      open_report_count: 0,
    });
    expect(page.items[0]?.has_image).toBe(false);
  });

  it("searches content or author e-mail, ignoring case", async () => {
    expect((await listPosts("?q=STADTPARK")).items.map((item) => item.id)).toEqual([tipId]);
    expect((await listPosts("?q=ole@")).items.map((item) => item.id)).toEqual([reviewId, questionId]);
    expect((await listPosts("?q=100%25")).items.map((item) => item.id)).toEqual([reviewId]);
    expect((await listPosts("?q=nichts-davon")).total).toBe(0);
  });

  it("filters by type, also together with a search", async () => {
    expect((await listPosts("?type=question")).items.map((item) => item.id)).toEqual([questionId]);
    expect((await listPosts("?type=tip&q=ole")).total).toBe(0);
  });

  it("refuses an unknown type with 400", async () => {
    const response = await t.app.inject({ url: "/api/admin/posts?type=news", headers: admin.headers });
    expect(response.statusCode).toBe(400);
  });

  it("answers 401 signed out and 403 to parents and providers", async () => {
    expect((await t.app.inject({ url: "/api/admin/posts" })).statusCode).toBe(401);
    for (const user of [mia, provider]) {
      expect((await t.app.inject({ url: "/api/admin/posts", headers: user.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: "/api/admin/reports", headers: user.headers })).statusCode).toBe(403);
    }
  });
});

describe("DELETE /api/admin/posts/:id", () => {
  const remove = (id: string, user: TestUser | null = admin) =>
    t.app.inject({ method: "DELETE", url: `/api/admin/posts/${id}`, headers: user?.headers ?? {} });

  it("is refused for parents and providers, and the post stays", async () => {
    expect((await remove(tipId, null)).statusCode).toBe(401);
    expect((await remove(tipId, mia)).statusCode).toBe(403);
    expect((await remove(tipId, provider)).statusCode).toBe(403);
    expect((await listPosts()).total).toBe(3);
  });

  it("deletes the post with its answers and its image files, and records it", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/posts/${tipId}/comments`,
      payload: { content: "Danke!" },
      headers: ole.headers,
    });
    expect(answer.statusCode).toBe(201);
    expect(existsSync(fileOf(image.urls.detail))).toBe(true);

    expect((await remove(tipId)).statusCode).toBe(204);

    expect((await t.app.inject({ url: "/api/posts" })).json<{ total: number }>().total).toBe(2);
    expect(await t.database.db.select().from(postComments).where(eq(postComments.post_id, tipId))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, image.id))).toEqual([]);
    expect(existsSync(fileOf(image.urls.detail))).toBe(false);
    expect(existsSync(fileOf(image.urls.card))).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target_id, tipId));
    expect(entry).toMatchObject({ admin_id: admin.id, action: "post.delete", target_type: "post" });
    expect(entry?.summary).toMatchObject({
      before: { type: "tip", author_email: "mia@example.org", has_image: true },
      after: null,
    });
  });

  it("answers 404 for a post deleted already", async () => {
    const response = await remove(tipId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Post not found." } });
  });

  it("answers 400 for an id that is not a uuid", async () => {
    expect((await remove("not-an-id")).statusCode).toBe(400);
  });
});

describe("the reports queue", () => {
  let postReportId: string;
  let secondPostReportId: string;
  let commentId: string;
  let commentReportId: string;

  beforeAll(async () => {
    postReportId = await report(mia, { target_type: "post", target_id: questionId, reason: "spam" });
    secondPostReportId = await report(provider, {
      target_type: "post",
      target_id: questionId,
      reason: "misinformation",
      details: "Falsche Adresse",
    });
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/posts/${reviewId}/comments`,
      payload: { content: "Kauft bei mir!" },
      headers: mia.headers,
    });
    commentId = answer.json<{ id: string }>().id;
    commentReportId = await report(ole, {
      target_type: "comment",
      target_id: commentId,
      reason: "harassment",
    });
  });

  const act = (id: string, action: "dismiss" | "delete-content", user: TestUser | null = admin) =>
    t.app.inject({ method: "POST", url: `/api/admin/reports/${id}/${action}`, headers: user?.headers ?? {} });

  it("lists open reports newest first with the content, its author, the reason and the reporter", async () => {
    const page = await listReports();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual([commentReportId, secondPostReportId, postReportId]);
    expect(page.items[0]).toMatchObject({
      target_type: "comment",
      target_id: commentId,
      post_id: reviewId,
      content: "Kauft bei mir!",
      content_author_email: "mia@example.org",
      reason: "harassment",
      reporter_email: "ole@example.org",
      status: "open",
    });
    expect(page.items[1]).toMatchObject({
      post_id: questionId,
      content: "Welcher Kinderarzt in Altona?",
      content_author_email: "ole@example.org",
      details: "Falsche Adresse",
    });
    expect((await listPosts("?type=question")).items[0]?.open_report_count).toBe(2);
  });

  it("is refused for parents and providers", async () => {
    expect((await act(postReportId, "dismiss", null)).statusCode).toBe(401);
    expect((await act(postReportId, "dismiss", mia)).statusCode).toBe(403);
    expect((await act(postReportId, "delete-content", provider)).statusCode).toBe(403);
  });

  it("dismisses a report: the content stays, the report leaves the queue, and it is recorded", async () => {
    expect((await act(secondPostReportId, "dismiss")).statusCode).toBe(204);
    expect((await listReports()).items.map((item) => item.id)).not.toContain(secondPostReportId);
    expect((await listReports("?status=dismissed")).items.map((item) => item.id)).toEqual([
      secondPostReportId,
    ]);
    expect((await listPosts("?type=question")).total).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, secondPostReportId));
    expect(row).toMatchObject({ status: "dismissed", reviewed_by: admin.id });
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target_id, secondPostReportId));
    expect(entry).toMatchObject({ action: "report.dismiss", target_type: "report" });
  });

  it("refuses to handle a report twice (409)", async () => {
    const response = await act(secondPostReportId, "delete-content");
    expect(response.statusCode).toBe(409);
    expect((await listPosts("?type=question")).total).toBe(1);
  });

  it("deletes a reported answer; the post stays", async () => {
    expect((await act(commentReportId, "delete-content")).statusCode).toBe(204);
    expect(await t.database.db.select().from(postComments).where(eq(postComments.id, commentId))).toEqual([]);
    expect((await listPosts("?type=review")).total).toBe(1);
    expect((await listReports("?status=actioned")).items.map((item) => item.id)).toEqual([commentReportId]);
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target_id, commentId));
    expect(entry).toMatchObject({ action: "comment.delete", target_type: "comment" });
  });

  it("deletes a reported post and closes its open reports", async () => {
    expect((await act(postReportId, "delete-content")).statusCode).toBe(204);
    expect(await t.database.db.select().from(feedPosts).where(eq(feedPosts.id, questionId))).toEqual([]);
    expect((await listReports()).total).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, postReportId));
    expect(row).toMatchObject({ status: "actioned", reviewed_by: admin.id });
  });

  it("shows a report whose content is gone without its text, and the delete action answers 404", async () => {
    const otherId = await createPost(mia, { type: "tip", content: "Bald weg" });
    const reportId = await report(ole, { target_type: "post", target_id: otherId, reason: "other" });
    await t.database.db.delete(feedPosts).where(eq(feedPosts.id, otherId));
    const [item] = (await listReports()).items;
    expect(item).toMatchObject({ id: reportId, content: null, post_id: null, content_author_email: null });
    const response = await act(reportId, "delete-content");
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { message: string } }>().error.message).toBe("Post not found.");
    // The rollback kept the report open, so it can still be dismissed.
    expect((await act(reportId, "dismiss")).statusCode).toBe(204);
  });

  it("answers 404 for an unknown report", async () => {
    const response = await act("00000000-0000-4000-8000-00000000abcd", "dismiss");
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { message: string } }>().error.message).toBe("Report not found.");
  });
});
