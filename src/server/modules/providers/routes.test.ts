/**
 * Provider profiles through the API (spec 02 §2.12, §2.13, §4, §5, §6): create-or-update with
 * 'Unbenannt' and the provider role, owner-only writes (403 for anyone else), the German errors for bad
 * input, the 10-item gallery limit (photos, uploaded MP4 videos sniffed by content, video links), files
 * removed with the photo or video, the weekly plan as a real PDF, and approval: weekly courses reach
 * /api/courses and the date search only once an admin approves.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mp4Bytes } from "#tests/support/mp4-bytes.js";
import { multipartFile } from "#tests/support/multipart.js";
import { pdfText } from "#tests/support/pdf-text.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import type { TCourseList } from "#shared/schemas/courses.js";
import type { TUpload } from "#shared/schemas/files.js";
import type { TProfileApprovalList } from "#shared/schemas/profile-approvals.js";
import { PROVIDER_MESSAGES, type TProviderProfile } from "#shared/schemas/providers.js";
import type { TAdminDashboard } from "#shared/schemas/admin.js";
import { cafeProfiles, profiles, uploads } from "#server/db/schema.js";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let provider: TProviderProfile;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [owner, other, admin] = await Promise.all([signIn(t), signIn(t), signIn(t, { role: "admin" })]);
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (method: Method, url: string, user: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const postFile = (user: TestUser, data: Buffer, filename: string, contentType: string) => {
  const body = multipartFile({ data, filename, contentType });
  return t.app.inject({
    method: "POST",
    url: "/api/uploads/provider-media",
    payload: body.payload,
    headers: { ...user.headers, "content-type": body.contentType },
  });
};

const uploadPhoto = async (user: TestUser): Promise<TUpload> => {
  const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const response = await postFile(user, data, "raum.png", "image/png");
  expect(response.statusCode).toBe(201);
  return response.json<TUpload>();
};

/** Uploads an MP4 (recognised by its content) under a photo's name, as a browser may send it. */
const uploadVideo = async (user: TestUser): Promise<TUpload> => {
  const response = await postFile(user, mp4Bytes(), "rundgang.jpg", "image/jpeg");
  expect(response.statusCode).toBe(201);
  return response.json<TUpload>();
};

const tuesdayCourse = {
  title: "Babymassage am Dienstag",
  day_of_week: 2,
  start_time: "09:30",
  end_time: "10:30",
  age_group: "0-6 Monate",
  room_info: "Raum 2",
  floor_info: "1. OG",
  elevator_access: true,
  booking_info: "Anmeldung per Telefon",
  max_participants: 8,
  current_participants: 3,
};

/** The next Tuesday from today, as YYYY-MM-DD (always in the future, so the search accepts it). */
function nextTuesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe("provider profile", () => {
  it("answers null (200) for the own profile of a user who has none yet", async () => {
    // Asked on the first visit of /provider: no failed request in the browser before the profile exists.
    const none = await call("GET", "/api/providers/mine", owner);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await call("GET", "/api/providers/mine", null)).statusCode).toBe(401);
  });

  it("creates the caller's profile named 'Unbenannt', makes them a provider, then updates the same one", async () => {
    const created = await call("PUT", "/api/providers/mine", owner, {
      name: "  ",
      address: "Bahrenfelder Straße 10, 22765 Hamburg",
      latitude: 53.5539,
      longitude: 9.9326,
      target_age_groups: ["0-6 Monate", "1-2 Jahre"],
    });
    expect(created.statusCode).toBe(201);
    provider = created.json<TProviderProfile>();
    expect(provider).toMatchObject({ name: "Unbenannt", approval_status: "pending", is_owner: true });
    const [profile] = await t.database.db
      .select({ role: profiles.user_role })
      .from(profiles)
      .where(eq(profiles.user_id, owner.id));
    expect(profile?.role).toBe("provider");

    const updated = await call("PUT", "/api/providers/mine", owner, {
      name: "Familienzentrum Ottensen",
      short_description: "Kurse für Eltern und Babys.",
      address: "Bahrenfelder Straße 10, 22765 Hamburg",
      latitude: 53.5539,
      longitude: 9.9326,
      target_age_groups: ["0-6 Monate"],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TProviderProfile>()).toMatchObject({
      id: provider.id,
      name: "Familienzentrum Ottensen",
    });
  });

  it("shows the profile to a signed-out visitor without the owner's rights", async () => {
    const response = await call("GET", `/api/providers/${provider.id}`, null);
    expect(response.statusCode).toBe(200);
    expect(response.json<TProviderProfile>()).toMatchObject({
      name: "Familienzentrum Ottensen",
      is_owner: false,
    });
    const missing = await call("GET", "/api/providers/00000000-0000-4000-8000-000000000000", null);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe("Anbieter nicht gefunden");
  });

  it("refuses every write to someone else's profile with 403", async () => {
    const photo = await uploadPhoto(other);
    const base = `/api/providers/${provider.id}`;
    const attempts: [Method, string, unknown][] = [
      ["POST", `${base}/courses`, tuesdayCourse],
      ["POST", `${base}/media`, { upload_id: photo.id }],
      ["POST", `${base}/team`, { name: "Fremde Person" }],
      ["POST", `${base}/announcements`, { title: "Geschlossen", priority: 3 }],
      ["PUT", `${base}/team/order`, { ids: [provider.id] }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, other, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).message).toBe(PROVIDER_MESSAGES.notOwner);
    }
    // The owner's own items, addressed by someone else.
    const course = await call("POST", `${base}/courses`, owner, tuesdayCourse);
    const { id: courseId } = course.json<{ id: string }>();
    expect((await call("PUT", `${base}/courses/${courseId}`, other, tuesdayCourse)).statusCode).toBe(403);
    expect((await call("DELETE", `${base}/courses/${courseId}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `${base}/courses/${courseId}`, owner)).statusCode).toBe(204);
    expect((await call("POST", `${base}/courses`, null, tuesdayCourse)).statusCode).toBe(401);
  });

  it("answers a write signed out with 401, and to an unknown profile with 'Anbieter nicht gefunden'", async () => {
    const unknown = "/api/providers/00000000-0000-4000-8000-000000000000";
    const attempts: [Method, string, unknown][] = [
      ["POST", `${unknown}/courses`, tuesdayCourse],
      ["POST", `${unknown}/announcements`, { title: "Geschlossen", priority: 3 }],
      ["PUT", `${unknown}/team/order`, { ids: [provider.id] }],
      [
        "POST",
        `${unknown}/courses/${provider.id}/bookings/message`,
        { subject: "Hallo", text: "Kurs fällt aus" },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      const missing = await call(method, url, owner, payload);
      expect(missing.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(missing).message).toBe("Anbieter nicht gefunden");
    }
  });
});

describe("bad input", () => {
  it("refuses an end time before the start, fewer places than participants and a priority outside 1–3", async () => {
    const base = `/api/providers/${provider.id}`;
    const early = await call("POST", `${base}/courses`, owner, { ...tuesdayCourse, end_time: "09:00" });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toContain(PROVIDER_MESSAGES.endBeforeStart);
    const full = await call("POST", `${base}/courses`, owner, {
      ...tuesdayCourse,
      max_participants: 2,
      current_participants: 5,
    });
    expect(full.statusCode).toBe(400);
    expect(errorOf(full).message).toContain(PROVIDER_MESSAGES.maxBelowCurrent);
    for (const priority of [0, 4]) {
      const response = await call("POST", `${base}/announcements`, owner, { title: "Hinweis", priority });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toContain(PROVIDER_MESSAGES.priority);
    }
  });

  it("allows 10 photos and videos and refuses the 11th with a German message", async () => {
    const base = `/api/providers/${provider.id}`;
    const video = await uploadVideo(owner);
    expect(video.media_type).toBe("mp4");
    expect((await call("POST", `${base}/media`, owner, { upload_id: video.id })).statusCode).toBe(201);
    const photo = await uploadPhoto(owner);
    expect((await call("POST", `${base}/media`, owner, { upload_id: photo.id })).statusCode).toBe(201);
    for (let i = 2; i < 10; i += 1) {
      const video = await call("POST", `${base}/media`, owner, {
        video_url: `https://vimeo.com/${1000 + i}`,
      });
      expect(video.statusCode).toBe(201);
    }
    const eleventh = await call("POST", `${base}/media`, owner, { video_url: "https://vimeo.com/99" });
    expect(eleventh.statusCode).toBe(400);
    expect(errorOf(eleventh).message).toBe(PROVIDER_MESSAGES.tooManyMedia);
    const eleventhUpload = await call("POST", `${base}/media`, owner, {
      upload_id: (await uploadVideo(owner)).id,
    });
    expect(eleventhUpload.statusCode).toBe(400);
    expect(errorOf(eleventhUpload).message).toBe(PROVIDER_MESSAGES.tooManyMedia);
    const profile = (await call("GET", base, null)).json<TProviderProfile>();
    expect(profile.media).toHaveLength(10);
    // The uploaded video is listed as a video with its file, and the first photo became the cover.
    const [videoItem, photoItem] = profile.media;
    expect(videoItem).toMatchObject({ media_type: "video", thumbnail_url: null, is_cover_photo: false });
    expect(videoItem?.image_url).toBe(video.urls.detail);
    expect(videoItem?.image_url).toMatch(/\.mp4$/);
    expect(photoItem).toMatchObject({ media_type: "photo", is_cover_photo: true });
    const media = (id: string) => `${base}/media/${id}`;
    expect((await call("PATCH", media(photoItem!.id), owner, { caption: "Bewegungsraum" })).statusCode).toBe(
      204,
    );
    expect((await call("PATCH", media(photoItem!.id), owner, { is_cover_photo: true })).statusCode).toBe(204);
    const cover = await call("PATCH", media(videoItem!.id), owner, { is_cover_photo: true });
    expect(cover.statusCode).toBe(400);
    const after = (await call("GET", base, null)).json<TProviderProfile>();
    expect(after.media[1]).toMatchObject({ caption: "Bewegungsraum", is_cover_photo: true });
  });

  it("refuses a renamed file that is no video and a video as a team member's photo", async () => {
    const renamed = await postFile(
      owner,
      Buffer.from("Das ist kein Video.\n".repeat(10)),
      "clip.mp4",
      "video/mp4",
    );
    expect(renamed.statusCode).toBe(415);
    const base = `/api/providers/${provider.id}`;
    const member = await call("POST", `${base}/team`, owner, {
      name: "Clara",
      photo_upload_id: (await uploadVideo(owner)).id,
    });
    expect(member.statusCode).toBe(400);
    const profile = (await call("GET", base, null)).json<TProviderProfile>();
    expect(profile.team.map((item) => item.name)).not.toContain("Clara");
  });
});

describe("announcements", () => {
  it("lists current announcements by priority and hides expired ones", async () => {
    const base = `/api/providers/${provider.id}`;
    const yesterday = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const add = (payload: Record<string, unknown>) => call("POST", `${base}/announcements`, owner, payload);
    expect((await add({ title: "Neue Kurse", priority: 1 })).statusCode).toBe(201);
    expect((await add({ title: "Vorbei", priority: 3, valid_until: yesterday })).statusCode).toBe(201);
    expect(
      (
        await add({
          title: "Heute geschlossen",
          announcement_type: "closure",
          priority: 3,
          valid_until: nextYear,
        })
      ).statusCode,
    ).toBe(201);
    const profile = (await call("GET", base, null)).json<TProviderProfile>();
    expect(profile.announcements.map((item) => item.title)).toEqual(["Heute geschlossen", "Neue Kurse"]);
    expect(profile.announcements[0]).toMatchObject({ announcement_type: "closure", priority: 3 });
    // 'Gültig bis' a day: valid through that day in Hamburg (CEST, UTC+2 in June).
    expect(profile.announcements[0]?.valid_until).toBe(`${nextYear}T21:59:59.000Z`);
  });
});

describe("photos in storage", () => {
  it("deletes a photo's files from storage with the photo", async () => {
    const base = `/api/providers/${provider.id}`;
    const before = (await call("GET", base, null)).json<TProviderProfile>();
    const photo = before.media.find((item) => item.media_type === "photo");
    if (!photo) throw new Error("the gallery has a photo");
    const path = new URL(photo.image_url, t.config.publicUrl).pathname;
    expect((await call("GET", path, null)).statusCode).toBe(200);
    expect((await call("DELETE", `${base}/media/${photo.id}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `${base}/media/${photo.id}`, owner)).statusCode).toBe(204);
    expect((await call("GET", path, null)).statusCode).toBe(404);
    const after = (await call("GET", base, null)).json<TProviderProfile>();
    expect(after.media.map((item) => item.id)).not.toContain(photo.id);
    const stored = await t.database.db.select({ key: uploads.key }).from(uploads);
    expect(stored.some((row) => path.includes(row.key))).toBe(false);
  });

  it("deletes an uploaded video's file from storage with the video", async () => {
    const base = `/api/providers/${provider.id}`;
    const before = (await call("GET", base, null)).json<TProviderProfile>();
    const video = before.media.find((item) => item.image_url.endsWith(".mp4"));
    if (!video) throw new Error("the gallery has an uploaded video");
    const path = new URL(video.image_url, t.config.publicUrl).pathname;
    const served = await call("GET", path, null);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(mp4Bytes())).toBe(true);
    expect((await call("DELETE", `${base}/media/${video.id}`, owner)).statusCode).toBe(204);
    expect((await call("GET", path, null)).statusCode).toBe(404);
    const after = (await call("GET", base, null)).json<TProviderProfile>();
    expect(after.media.map((item) => item.id)).not.toContain(video.id);
  });

  it("reorders the team and removes a member's photo files with the member", async () => {
    const base = `/api/providers/${provider.id}`;
    const picture = await uploadPhoto(owner);
    const first = await call("POST", `${base}/team`, owner, {
      name: "Anna",
      role: "Leitung",
      photo_upload_id: picture.id,
    });
    const second = await call("POST", `${base}/team`, owner, { name: "Ben", role: "Kursleiter" });
    const ids = [second.json<{ id: string }>().id, first.json<{ id: string }>().id];
    expect((await call("PUT", `${base}/team/order`, owner, { ids })).statusCode).toBe(204);
    const profile = (await call("GET", base, null)).json<TProviderProfile>();
    expect(profile.team.map((member) => member.name)).toEqual(["Ben", "Anna"]);
    const path = new URL(picture.urls.detail, t.config.publicUrl).pathname;
    expect((await call("GET", path, null)).statusCode).toBe(200);
    expect((await call("DELETE", `${base}/team/${ids[1]}`, owner)).statusCode).toBe(204);
    expect((await call("GET", path, null)).statusCode).toBe(404);
  });
});

describe("approval and discovery", () => {
  it("lists the weekly course under /courses and in the Tuesday search only after an admin approves", async () => {
    const base = `/api/providers/${provider.id}`;
    expect((await call("POST", `${base}/courses`, owner, tuesdayCourse)).statusCode).toBe(201);
    const search = `/api/search?date=${nextTuesday()}`;
    const titles = async (url: string) =>
      (await call("GET", url, null)).json<TCourseList>().items.map((course) => course.title);
    expect(await titles("/api/courses?q=Babymassage")).not.toContain(tuesdayCourse.title);
    const sitemap = async () => (await call("GET", "/sitemap.xml", null)).body;
    expect(await sitemap()).not.toContain(`/provider/${provider.id}`);

    const dashboard = (await call("GET", "/api/admin/dashboard", admin)).json<TAdminDashboard>();
    expect(dashboard.approvals.provider_profiles).toBeGreaterThanOrEqual(1);
    const queue = (await call("GET", "/api/admin/profile-approvals", admin)).json<TProfileApprovalList>();
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        kind: "provider",
        id: provider.id,
        approval_status: "pending",
        owner_email: owner.email,
      }),
    );
    const refused = await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, owner, {
      decision: "approved",
    });
    expect(refused.statusCode).toBe(403);

    const approved = await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, admin, {
      decision: "approved",
    });
    expect(approved.statusCode).toBe(200);
    expect(await titles("/api/courses?q=Babymassage")).toContain(tuesdayCourse.title);
    expect(await sitemap()).toContain(`/provider/${provider.id}</loc>`);
    const found = (await call("GET", search, null)).json<{
      courses: { title: string; schedule: string }[];
    }>();
    expect(found.courses).toContainEqual(
      expect.objectContaining({ title: tuesdayCourse.title, schedule: "Dienstag 09:30–10:30" }),
    );
    const home = (await call("GET", "/api/home", null)).json<{ courses: { title: string }[] }>();
    expect(home.courses.map((item) => item.title)).toContain(tuesdayCourse.title);
    const audit = (await call("GET", "/api/admin/audit", admin)).json<{ items: { action: string }[] }>();
    expect(audit.items.map((entry) => entry.action)).toContain("provider_profile.approve");

    await call("POST", `/api/admin/profile-approvals/provider/${provider.id}`, admin, {
      decision: "rejected",
    });
    expect(await titles("/api/courses?q=Babymassage")).not.toContain(tuesdayCourse.title);
  });
});

describe("café approval", () => {
  it("queues a new café profile and records the admin's decision", async () => {
    const [cafe] = await t.database.db
      .insert(cafeProfiles)
      .values({ user_id: other.id, name: "Café Kinderzimmer" })
      .returning({ id: cafeProfiles.id });
    if (!cafe) throw new Error("café inserted");
    const pending = (
      await call("GET", "/api/admin/profile-approvals?status=pending", admin)
    ).json<TProfileApprovalList>();
    expect(pending.items).toContainEqual(
      expect.objectContaining({ kind: "cafe", id: cafe.id, name: "Café Kinderzimmer" }),
    );
    const rejected = await call("POST", `/api/admin/profile-approvals/cafe/${cafe.id}`, admin, {
      decision: "rejected",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<{ approval_status: string; reviewed_at: string | null }>()).toMatchObject({
      approval_status: "rejected",
      reviewed_at: expect.any(String),
    });
    const list = (
      await call("GET", "/api/admin/profile-approvals?status=rejected", admin)
    ).json<TProfileApprovalList>();
    expect(list.items.map((item) => item.id)).toContain(cafe.id);
    const [row] = await t.database.db
      .select({ reviewed_by: cafeProfiles.reviewed_by })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafe.id));
    expect(row?.reviewed_by).toBe(admin.id);
  });
});

describe("Als PDF", () => {
  it("answers its owner a PDF whose pages hold the weekly plan (the provider is not approved yet)", async () => {
    const response = await call("GET", `/api/providers/${provider.id}/schedule.pdf`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Wochenplan – Familienzentrum Ottensen");
    expect(text).toContain("Dienstag");
    expect(text).toContain(`09:30 – 10:30 ${tuesdayCourse.title}`);
    expect(text).toContain("Aufzug verfügbar");
  });
});
