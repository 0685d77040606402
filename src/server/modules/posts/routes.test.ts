/**
 * Community posts and answers through the API (spec 01 §2 /community…, §5 "Post creation", §6, §7, §8;
 * README "Community and uploads").
 */
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZUpload } from "#shared/schemas/files.js";
import { ZCommentList, ZPostCard, ZPostDetail, ZPostList, type TPostCard } from "#shared/schemas/posts.js";
import { feedPosts, profiles, uploads } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";

let t: TestApp;
let parent: TestUser;
let second: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t, { email: "mia.beispiel@example.org" });
  second = await signIn(t, { email: "ole@example.org", name: "Ole" });
  admin = await signIn(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const createPost = (body: unknown, user: TestUser | null = parent) =>
  t.app.inject({
    method: "POST",
    url: "/api/posts",
    payload: body as Record<string, unknown>,
    headers: user?.headers ?? {},
  });

const uploadImage = async (user: TestUser = parent) => {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#fbbf24" } })
    .jpeg()
    .toBuffer();
  const body = multipartFile({ data, filename: "garden.jpg", contentType: "image/jpeg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads/post-images",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
  expect(response.statusCode).toBe(201);
  return ZUpload.parse(response.json());
};

const postCount = async () => (await t.database.db.select().from(feedPosts)).length;

describe("creating posts", () => {
  it("needs a signed-in user", async () => {
    const response = await createPost({ type: "tip", content: "Hello" }, null);
    expect(response.statusCode).toBe(401);
  });

  it("trims the content and shows the author as the e-mail's local part", async () => {
    const response = await createPost({
      type: "tip",
      content: "  Planten un Blomen has a water playground.  \n",
    });
    expect(response.statusCode).toBe(201);
    const post = ZPostCard.parse(response.json());
    expect(post).toMatchObject({
      type: "tip",
      content: "Planten un Blomen has a water playground.",
      author_name: "mia.beispiel",
      image: null,
      comment_count: 0,
    });
    // The address itself is never sent.
    expect(response.body).not.toContain("@example.org");
  });

  it("shows the profile name instead when the author has one", async () => {
    const post = ZPostCard.parse(
      (await createPost({ type: "question", content: "Swimming course tips?" }, second)).json(),
    );
    expect(post.author_name).toBe("Ole");
  });

  it.each([
    ["blank content", { type: "tip", content: "" }, "Please fill in all required fields."],
    ["whitespace-only content", { type: "tip", content: " \n\t  " }, "Please fill in all required fields."],
    ["a missing type", { content: "Hello" }, "Please fill in all required fields."],
    ["an unknown type", { type: "advert", content: "Buy now" }, "Please fill in all required fields."],
    ["content over 5,000 characters", { type: "tip", content: "a".repeat(5001) }, "at most 5,000 characters"],
    [
      "an image id that is not a UUID",
      { type: "tip", content: "Hi", image_upload_id: "../x" },
      "image_upload_id",
    ],
  ])("refuses %s with 400 and saves nothing", async (_name, body, message) => {
    const before = await postCount();
    const response = await createPost(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(message),
    });
    expect(await postCount()).toBe(before);
  });

  it("accepts exactly 5,000 characters", async () => {
    const response = await createPost({ type: "review", content: "b".repeat(5000) });
    expect(response.statusCode).toBe(201);
  });

  it("stores HTML and script text verbatim as text (the web app renders it as text)", async () => {
    const content = '<img src=x onerror="alert(1)"><script>alert("hi")</script> & more';
    const post = ZPostCard.parse((await createPost({ type: "tip", content })).json());
    expect(post.content).toBe(content);
    // JSON, never HTML: a browser opening the API cannot run it either.
    const response = await t.app.inject({ url: "/api/posts?limit=1" });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("creates a post with an uploaded image, claiming the upload", async () => {
    const image = await uploadImage();
    const response = await createPost({
      type: "tip",
      content: "Our favourite café",
      image_upload_id: image.id,
    });
    expect(response.statusCode).toBe(201);
    const post = ZPostCard.parse(response.json());
    expect(post.image).toEqual({
      url: image.urls.detail,
      card_url: image.urls.card,
      width: 800,
      height: 600,
    });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, image.id));
    expect(row?.claimed_at).toBeInstanceOf(Date);
    // A claimed upload can no longer be deleted by its owner, so the post never loses its image.
    const deletion = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${image.id}`,
      headers: parent.headers,
    });
    expect(deletion.statusCode).toBe(404);
    expect(existsSync(dataPath(t.config, "files", image.urls.detail.replace("/files/", "")))).toBe(true);
  });

  it("refuses an upload that is someone else's, already used or missing — and creates no post", async () => {
    const othersImage = await uploadImage(second);
    const used = await uploadImage();
    expect((await createPost({ type: "tip", content: "One", image_upload_id: used.id })).statusCode).toBe(
      201,
    );
    const before = await postCount();
    for (const id of [othersImage.id, used.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await createPost({ type: "tip", content: "Two", image_upload_id: id });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        "The image upload was not found. Please upload the image again.",
      );
    }
    expect(await postCount()).toBe(before);
    // The other user's upload is still unclaimed: they can still use it.
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, othersImage.id));
    expect(row?.claimed_at).toBeNull();
  });

  it("leaves the upload unclaimed when creating the post fails, so it can be deleted or swept", async () => {
    const image = await uploadImage();
    const response = await createPost({ type: "tip", content: "  ", image_upload_id: image.id });
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, image.id));
    expect(row?.claimed_at).toBeNull();
    const deletion = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${image.id}`,
      headers: parent.headers,
    });
    expect(deletion.statusCode).toBe(204);
  });
});

describe("GET /api/posts (public feed)", () => {
  let ids: string[];

  beforeAll(async () => {
    await t.database.db.delete(feedPosts);
    const base = Date.UTC(2026, 2, 1, 9);
    const rows = await t.database.db
      .insert(feedPosts)
      .values(
        Array.from({ length: 15 }, (_, index) => ({
          type: (["tip", "review", "question"] as const)[index % 3]!,
          content: `Post ${index}`,
          author_email: "mia.beispiel@example.org",
          author_id: parent.id,
          created_at: new Date(base + index * 60_000),
        })),
      )
      .returning({ id: feedPosts.id });
    ids = rows.map((row) => row.id);
  });

  it("lists posts newest first for signed-out visitors, paged with a total", async () => {
    const first = ZPostList.parse((await t.app.inject({ url: "/api/posts?limit=10" })).json());
    expect(first.total).toBe(15);
    expect(first.items.map((post) => post.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Post ${14 - index}`),
    );
    const second = ZPostList.parse((await t.app.inject({ url: "/api/posts?limit=10&offset=10" })).json());
    expect(second.items.map((post) => post.content)).toEqual([
      "Post 4",
      "Post 3",
      "Post 2",
      "Post 1",
      "Post 0",
    ]);
  });

  it("filters by type", async () => {
    const questions = ZPostList.parse((await t.app.inject({ url: "/api/posts?type=question" })).json());
    expect(questions.total).toBe(5);
    expect(questions.items.every((post: TPostCard) => post.type === "question")).toBe(true);
    expect((await t.app.inject({ url: "/api/posts?type=advert" })).statusCode).toBe(400);
  });

  it("counts answers per post in the same list", async () => {
    const target = ids[14]!;
    for (const content of ["First answer", "Second answer"]) {
      await t.app.inject({
        method: "POST",
        url: `/api/posts/${target}/comments`,
        payload: { content },
        headers: second.headers,
      });
    }
    const list = ZPostList.parse((await t.app.inject({ url: "/api/posts?limit=2" })).json());
    expect(list.items.map((post) => post.comment_count)).toEqual([2, 0]);
  });

  it("shows the newest three tips on home with their answer counts", async () => {
    const home = (await t.app.inject({ url: "/api/home" })).json<{ tips: TPostCard[] }>();
    expect(home.tips.map((tip) => tip.content)).toEqual(["Post 12", "Post 9", "Post 6"]);
  });

  it("follows a changed profile name", async () => {
    await t.database.db.update(profiles).set({ name: "Mia" }).where(eq(profiles.user_id, parent.id));
    const list = ZPostList.parse((await t.app.inject({ url: "/api/posts?limit=1" })).json());
    expect(list.items[0]?.author_name).toBe("Mia");
    await t.database.db.update(profiles).set({ name: null }).where(eq(profiles.user_id, parent.id));
  });
});

describe("GET /api/posts/:id", () => {
  it("needs a signed-in user (spec 01 §6)", async () => {
    const [post] = await t.database.db.select().from(feedPosts).limit(1);
    expect((await t.app.inject({ url: `/api/posts/${post!.id}` })).statusCode).toBe(401);
  });

  it("returns the post with what the viewer may do", async () => {
    const created = ZPostCard.parse(
      (await createPost({ type: "question", content: "Where to buy rain trousers?" })).json(),
    );
    const own = ZPostDetail.parse(
      (await t.app.inject({ url: `/api/posts/${created.id}`, headers: parent.headers })).json(),
    );
    expect(own).toMatchObject({ content: "Where to buy rain trousers?", is_own: true, is_reported: false });
    const other = ZPostDetail.parse(
      (await t.app.inject({ url: `/api/posts/${created.id}`, headers: second.headers })).json(),
    );
    expect(other.is_own).toBe(false);
  });

  it("answers 404 'Post not found.' for an unknown post and 400 for a malformed id", async () => {
    const missing = await t.app.inject({
      url: "/api/posts/00000000-0000-4000-8000-000000000000",
      headers: parent.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Post not found." } });
    expect((await t.app.inject({ url: "/api/posts/not-a-uuid", headers: parent.headers })).statusCode).toBe(
      400,
    );
  });
});

describe("answers", () => {
  let postId: string;
  let ownCommentId: string;
  let secondCommentId: string;

  beforeAll(async () => {
    postId = ZPostCard.parse(
      (await createPost({ type: "question", content: "Best sandpit in Altona?" })).json(),
    ).id;
  });

  const comment = (content: unknown, user: TestUser | null) =>
    t.app.inject({
      method: "POST",
      url: `/api/posts/${postId}/comments`,
      payload: { content },
      headers: user?.headers ?? {},
    });

  it("needs a signed-in user to read or write", async () => {
    expect((await comment("Hi", null)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/posts/${postId}/comments` })).statusCode).toBe(401);
  });

  it("lists answers oldest first with author names, trimmed", async () => {
    const first = await comment("  Try Spielplatz Wohlerspark!  ", second);
    expect(first.statusCode).toBe(201);
    secondCommentId = first.json<{ id: string }>().id;
    ownCommentId = (await comment("Thanks, we will.", parent)).json<{ id: string }>().id;
    const list = ZCommentList.parse(
      (await t.app.inject({ url: `/api/posts/${postId}/comments`, headers: parent.headers })).json(),
    );
    expect(list.total).toBe(2);
    expect(list.items.map((item) => [item.author_name, item.content, item.is_own, item.can_delete])).toEqual([
      ["Ole", "Try Spielplatz Wohlerspark!", false, false],
      ["mia.beispiel", "Thanks, we will.", true, true],
    ]);
  });

  it.each([
    ["blank", "   "],
    ["too long", "x".repeat(2001)],
  ])("refuses a %s answer", async (_name, content) => {
    expect((await comment(content, parent)).statusCode).toBe(400);
  });

  it("answers 404 for a missing post", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/posts/00000000-0000-4000-8000-000000000000/comments",
      payload: { content: "Hello" },
      headers: parent.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it("lets authors delete only their own answers (403 otherwise), admins any", async () => {
    const forbidden = await t.app.inject({
      method: "DELETE",
      url: `/api/comments/${secondCommentId}`,
      headers: parent.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: { code: "FORBIDDEN", message: "You can only delete your own answers." },
    });
    const own = await t.app.inject({
      method: "DELETE",
      url: `/api/comments/${ownCommentId}`,
      headers: parent.headers,
    });
    expect(own.statusCode).toBe(204);
    const asAdmin = ZCommentList.parse(
      (await t.app.inject({ url: `/api/posts/${postId}/comments`, headers: admin.headers })).json(),
    );
    expect(asAdmin.items.map((item) => item.can_delete)).toEqual([true]);
    const byAdmin = await t.app.inject({
      method: "DELETE",
      url: `/api/comments/${secondCommentId}`,
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/comments/${secondCommentId}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
