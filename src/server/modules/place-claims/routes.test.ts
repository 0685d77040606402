/**
 * Family-education places and their claims through the API (decisions/020): the seeded
 * Elternschulen, Eltern-Kind-Zentren and KiFaZ are listed as type family_education; a provider claims
 * one ("Ist das Ihre Einrichtung?"), one open claim per provider and place, an admin approves or rejects
 * in the claims queue (audited), and the approved provider is shown as the place's owner.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import type { TAuditList } from "#shared/schemas/admin.js";
import type { TPlaceList } from "#shared/schemas/places.js";
import type {
  TOwnPlaceClaim,
  TPlaceClaim,
  TPlaceClaimList,
  TPlaceClaimState,
} from "#shared/schemas/place-claims.js";
import type { TProviderProfile } from "#shared/schemas/providers.js";
import { places } from "#server/db/schema.js";

let t: TestApp;
let provider: TestUser;
let rival: TestUser;
let parent: TestUser;
let admin: TestUser;
let providerProfile: TProviderProfile;
let rivalProfile: TProviderProfile;

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, user: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The id of a seeded place by its OpenStreetMap id (real rows of data/hamburg/places.json). */
async function placeIdOf(osmId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.osm_id, osmId))
    .limit(1);
  if (!row) throw new Error(`no place ${osmId}`);
  return row.id;
}

const createProviderProfile = async (user: TestUser, name: string) => {
  const response = await call("PUT", "/api/providers/mine", user, { name });
  expect(response.statusCode).toBe(201);
  return response.json<TProviderProfile>();
};

const ELTERNSCHULE_HARBURG = "node/6984029244";
const EKIZ_BOBERG = "node/10924087507";
const KIFAZ_LURUP = "node/8086209487";

beforeAll(async () => {
  t = await createTestApp();
  [provider, rival, parent, admin] = await Promise.all([
    signIn(t, { role: "provider" }),
    signIn(t, { role: "provider" }),
    signIn(t),
    signIn(t, { role: "admin" }),
  ]);
  providerProfile = await createProviderProfile(provider, "Elternschule Harburg (Bezirksamt Harburg)");
  rivalProfile = await createProviderProfile(rival, "Familienbüro Harburg");
});
afterAll(async () => {
  await t?.close();
});

describe("family-education places", () => {
  it("lists the imported Elternschulen, Eltern-Kind-Zentren and KiFaZ under type family_education", async () => {
    const response = await call("GET", "/api/places?type=family_education&limit=100", null);
    expect(response.statusCode).toBe(200);
    const list = response.json<TPlaceList>();
    expect(list.total).toBe(35);
    expect(list.items.every((place) => place.type === "family_education")).toBe(true);
    const names = list.items.map((place) => place.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Elternschule Harburg",
        "Eltern-Kind-Zentrum Boberg",
        "KiFaZ Lurup",
        "Mütterzentrum Bergedorf",
        "Evangelische Familienbildungsstätte Eppendorf",
      ]),
    );
    const harburg = list.items.find((place) => place.name === "Elternschule Harburg");
    expect(harburg).toMatchObject({ address: "Maretstraße 50, 21073 Hamburg", stadtteil: "Harburg" });
    // A Spielhaus for children (community_centre:for=child;family) stays an activity centre.
    expect(names).not.toContain("Spielhaus Osdorfer Born");
  });

  it("finds them by the word 'Familienbildung'", async () => {
    const response = await call("GET", "/api/places?q=Familienbildung&limit=100", null);
    expect(response.statusCode).toBe(200);
    const list = response.json<TPlaceList>();
    expect(list.items.some((place) => place.name === "Elternschule Harburg")).toBe(true);
  });
});

describe("claiming a place", () => {
  it("tells a signed-out visitor the place can be claimed, without a viewer part", async () => {
    const id = await placeIdOf(ELTERNSCHULE_HARBURG);
    const response = await call("GET", `/api/places/${id}/claim`, null);
    expect(response.statusCode).toBe(200);
    expect(response.json<TPlaceClaimState>()).toEqual({ is_claimable: true, owner: null, viewer: null });
  });

  it("refuses signed-out callers (401) and parents without a provider profile (403)", async () => {
    const id = await placeIdOf(ELTERNSCHULE_HARBURG);
    expect((await call("POST", `/api/places/${id}/claims`, null, {})).statusCode).toBe(401);
    const asParent = await call("POST", `/api/places/${id}/claims`, parent, {});
    expect(asParent.statusCode).toBe(403);
    expect(errorOf(asParent).message).toBe("You need a provider profile to claim a place.");
    const state = await call("GET", `/api/places/${id}/claim`, parent);
    expect(state.json<TPlaceClaimState>().viewer).toEqual({ provider_id: null, claim: null });
  });

  it("refuses places that are not family-education places (400) and unknown places (404)", async () => {
    const [playground] = await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.type, "playground"))
      .limit(1);
    const response = await call("POST", `/api/places/${playground!.id}/claims`, provider, {});
    expect(response.statusCode).toBe(400);
    const state = await call("GET", `/api/places/${playground!.id}/claim`, provider);
    expect(state.json<TPlaceClaimState>().is_claimable).toBe(false);
    const missing = await call(
      "POST",
      "/api/places/00000000-0000-4000-8000-000000000000/claims",
      provider,
      {},
    );
    expect(missing.statusCode).toBe(404);
  });

  it("creates one pending claim per provider and place; a second one is 409", async () => {
    const id = await placeIdOf(ELTERNSCHULE_HARBURG);
    const first = await call("POST", `/api/places/${id}/claims`, provider, {
      message: "  Ich leite die Elternschule, erreichbar über das Bezirksamt.  ",
    });
    expect(first.statusCode).toBe(201);
    const claim = first.json<TOwnPlaceClaim>();
    expect(claim.status).toBe("pending");

    const again = await call("POST", `/api/places/${id}/claims`, provider, {});
    expect(again.statusCode).toBe(409);

    const state = (await call("GET", `/api/places/${id}/claim`, provider)).json<TPlaceClaimState>();
    expect(state).toMatchObject({
      is_claimable: true,
      owner: null,
      viewer: { provider_id: providerProfile.id, claim: { id: claim.id, status: "pending" } },
    });

    // Another provider may ask for the same place; the admin decides between them.
    expect((await call("POST", `/api/places/${id}/claims`, rival, {})).statusCode).toBe(201);
  });

  it("rejects a message over 1000 characters (400)", async () => {
    const id = await placeIdOf(KIFAZ_LURUP);
    const response = await call("POST", `/api/places/${id}/claims`, provider, { message: "x".repeat(1001) });
    expect(response.statusCode).toBe(400);
  });
});

describe("the admin claims queue", () => {
  it("is for admins only", async () => {
    expect((await call("GET", "/api/admin/place-claims", provider)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/place-claims", null)).statusCode).toBe(401);
  });

  it("lists pending claims with the place, the provider and the message", async () => {
    const response = await call("GET", "/api/admin/place-claims?status=pending", admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<TPlaceClaimList>();
    expect(list.total).toBe(2);
    const mine = list.items.find((item) => item.provider.id === providerProfile.id);
    expect(mine).toMatchObject({
      status: "pending",
      message: "Ich leite die Elternschule, erreichbar über das Bezirksamt.",
      place: { name: "Elternschule Harburg", stadtteil: "Harburg" },
      provider: {
        name: "Elternschule Harburg (Bezirksamt Harburg)",
        owner_email: provider.email,
        approval_status: "pending",
      },
      current_owner: null,
    });
  });

  it("approving links the provider to the place: shown as owner, no more claims, audited", async () => {
    const id = await placeIdOf(ELTERNSCHULE_HARBURG);
    const list = (await call("GET", "/api/admin/place-claims", admin)).json<TPlaceClaimList>();
    const mine = list.items.find((item) => item.provider.id === providerProfile.id)!;
    const rivals = list.items.find((item) => item.provider.id === rivalProfile.id)!;

    const approved = await call("POST", `/api/admin/place-claims/${mine.id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<TPlaceClaim>().status).toBe("approved");

    const state = (await call("GET", `/api/places/${id}/claim`, null)).json<TPlaceClaimState>();
    expect(state).toEqual({
      is_claimable: false,
      owner: { provider_id: providerProfile.id, name: "Elternschule Harburg (Bezirksamt Harburg)" },
      viewer: null,
    });

    // Deciding twice, or approving the rival's claim of an owned place, is a conflict.
    expect((await call("POST", `/api/admin/place-claims/${mine.id}/reject`, admin)).statusCode).toBe(409);
    const rivalApproval = await call("POST", `/api/admin/place-claims/${rivals.id}/approve`, admin);
    expect(rivalApproval.statusCode).toBe(409);
    expect(errorOf(rivalApproval).message).toBe("This place already has an owner.");
    // The queue shows the rival's claim with the place's owner, so the admin can reject it.
    const pending = (await call("GET", "/api/admin/place-claims", admin)).json<TPlaceClaimList>();
    expect(pending.items.map((item) => [item.id, item.current_owner])).toEqual([
      [rivals.id, "Elternschule Harburg (Bezirksamt Harburg)"],
    ]);
    // New claims of an owned place are refused.
    const late = await call("POST", `/api/places/${id}/claims`, parent, {});
    expect(late.statusCode).toBe(403);
    const lateProvider = await call("POST", `/api/places/${id}/claims`, rival, {});
    expect(lateProvider.statusCode).toBe(409);

    const audit = (await call("GET", "/api/admin/audit?limit=10", admin)).json<TAuditList>();
    expect(audit.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "place_claim.approve", target_id: mine.id }),
      ]),
    );
  });

  it("rejecting keeps the place unowned and shows the claimant the rejection", async () => {
    const id = await placeIdOf(EKIZ_BOBERG);
    const sent = await call("POST", `/api/places/${id}/claims`, rival, { message: null });
    expect(sent.statusCode).toBe(201);
    const claim = sent.json<TOwnPlaceClaim>();
    const rejected = await call("POST", `/api/admin/place-claims/${claim.id}/reject`, admin);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<TPlaceClaim>().status).toBe("rejected");

    const state = (await call("GET", `/api/places/${id}/claim`, rival)).json<TPlaceClaimState>();
    expect(state).toMatchObject({
      is_claimable: true,
      owner: null,
      viewer: { claim: { status: "rejected" } },
    });
    const rejectedList = (
      await call("GET", "/api/admin/place-claims?status=rejected", admin)
    ).json<TPlaceClaimList>();
    expect(rejectedList.items.map((item) => item.id)).toContain(claim.id);

    // After a rejection the provider may ask again (the rejected claim is no longer open).
    expect((await call("POST", `/api/places/${id}/claims`, rival, {})).statusCode).toBe(201);
    const audit = (await call("GET", "/api/admin/audit?limit=10", admin)).json<TAuditList>();
    expect(
      audit.items.some((item) => item.action === "place_claim.reject" && item.target_id === claim.id),
    ).toBe(true);
  });

  it("answers 404 for an unknown claim", async () => {
    const response = await call(
      "POST",
      "/api/admin/place-claims/00000000-0000-4000-8000-000000000000/approve",
      admin,
    );
    expect(response.statusCode).toBe(404);
  });
});
