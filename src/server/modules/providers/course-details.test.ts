/**
 * Provider courses say what they are (decision 030): the course form carries a description, a course
 * type and tags; /courses filters by type and tag find the course, its page shows its own description
 * (the provider's only where it has none), and a search for its title finds it, not every course of the
 * provider.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApp, type CallArgs } from "#tests/support/call.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TCourse, TCourseList } from "#shared/schemas/courses.js";
import { PROVIDER_MESSAGES, type TProviderProfile } from "#shared/schemas/providers.js";

let t: TestApp;
let owner: TestUser;
let provider: TProviderProfile;

const call = (...args: CallArgs) => callApp(t, ...args);

const BLURB = "Bei uns: Musikgarten Minis, PEKiP am Morgen und Krabbelzeit für die Kleinsten.";
const TITLES = ["Musikgarten Minis", "PEKiP am Morgen", "Krabbelzeit"];

const weekly = { day_of_week: 2, start_time: "09:30", end_time: "10:30" };

/** The provider's course titles among the /courses answer to `query`. */
async function ownTitles(query: string): Promise<string[]> {
  const response = await call("GET", `/api/courses?${query}&limit=50`, null);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<TCourseList>()
    .items.map((course) => course.title)
    .filter((title) => TITLES.includes(title));
}

const courseIdOf = (title: string) => provider.courses.find((course) => course.title === title)!.course_id!;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t, { role: "admin" });
  owner = await signIn(t);
  const saved = await call("PUT", "/api/providers/mine", owner, {
    name: "Familienzentrum Klangwiese",
    short_description: BLURB,
    address: "Osterstraße 10, 20259 Hamburg",
  });
  const id = saved.json<TProviderProfile>().id;
  for (const course of [
    {
      title: "Musikgarten Minis",
      type: "Music",
      description: "Wir singen, klatschen und spielen auf kleinen Instrumenten.",
      tags: ["Musik", "drinnen"],
      room_info: "Saal",
      floor_info: "1. OG",
      booking_info: "Anmeldung per Mail an kurse@example.org",
    },
    { title: "PEKiP am Morgen", type: "PEKiP" },
    // Sent as before the form asked for a type.
    { title: "Krabbelzeit" },
  ]) {
    const created = await call("POST", `/api/providers/${id}/courses`, owner, { ...weekly, ...course });
    expect(created.statusCode, created.body).toBe(201);
  }
  const approved = await call("POST", `/api/admin/profile-approvals/provider/${id}`, admin, {
    decision: "approved",
  });
  expect(approved.statusCode).toBe(200);
  provider = (await call("GET", `/api/providers/${id}`, null)).json<TProviderProfile>();
});
afterAll(async () => {
  await t?.close();
});

describe("a provider course's description, type and tags", () => {
  it("are saved as the form sent them, tags by their German name; a course without a type is Eltern-Kind", () => {
    expect(
      provider.courses.map(({ title, type, tags, description }) => ({ title, type, tags, description })),
    ).toEqual(
      expect.arrayContaining([
        {
          title: "Musikgarten Minis",
          type: "Music",
          tags: ["Musik", "Drinnen"],
          description: "Wir singen, klatschen und spielen auf kleinen Instrumenten.",
        },
        { title: "PEKiP am Morgen", type: "PEKiP", tags: [], description: null },
        { title: "Krabbelzeit", type: "Parent-Child", tags: [], description: null },
      ]),
    );
  });

  it("let /courses filters by type and by tag find the course", async () => {
    expect(await ownTitles("type=music")).toEqual(["Musikgarten Minis"]);
    expect(await ownTitles("type=movement")).toEqual(["PEKiP am Morgen"]);
    expect(await ownTitles("tag=Musik")).toEqual(["Musikgarten Minis"]);
    // The PEKiP tag finds the course of type PEKiP, which carries no tag.
    expect(await ownTitles("tag=PEKiP")).toEqual(["PEKiP am Morgen"]);
    expect(await ownTitles("tag=Eltern-Kind")).toEqual(["Krabbelzeit"]);
  });

  it("show on the course page: its own description, the provider's only where it has none", async () => {
    const music = (
      await call("GET", `/api/courses/${courseIdOf("Musikgarten Minis")}`, null)
    ).json<TCourse>();
    expect(music).toMatchObject({
      type: "Music",
      description: "Wir singen, klatschen und spielen auf kleinen Instrumenten.",
      tags: ["Musik", "Drinnen"],
      room: "Saal, 1. OG",
      booking_info: "Anmeldung per Mail an kurse@example.org",
      provider: { id: provider.id, name: "Familienzentrum Klangwiese", description: BLURB },
    });
    const massage = (await call("GET", `/api/courses/${courseIdOf("Krabbelzeit")}`, null)).json<TCourse>();
    expect(massage).toMatchObject({ description: null, room: null, provider: { description: BLURB } });
  });

  it("make a search for a course's title find that course, not the provider's others", async () => {
    expect(await ownTitles("q=Musikgarten%20Minis")).toEqual(["Musikgarten Minis"]);
    expect(await ownTitles("q=Krabbelzeit")).toEqual(["Krabbelzeit"]);
    // The provider's name still finds all of them.
    expect((await ownTitles("q=Klangwiese")).sort()).toEqual([...TITLES].sort());
  });

  it("refuse a type outside the spec's list and a tag that is no course tag, in German", async () => {
    const badType = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      ...weekly,
      title: "Zumba",
      type: "Zumba",
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ error: { message: string } }>().error.message).toContain(
      PROVIDER_MESSAGES.courseType,
    );
    // "Wickeltisch" is a tag of places only.
    const badTag = await call("POST", `/api/providers/${provider.id}/courses`, owner, {
      ...weekly,
      title: "Krabbelgruppe",
      tags: ["Wickeltisch"],
    });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json<{ error: { message: string } }>().error.message).toBe(
      PROVIDER_MESSAGES.unknownTag("Wickeltisch"),
    );
  });
});
