/**
 * The place page's photos by parents (decision 018): the empty state, the sign-in prompt for signed-out
 * visitors, liking with an accessible count, the large view with "Report" offering "Shows a child's
 * face", and the upload dialog's reminder not to show other people's children.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { TMyPlacePhotos, TPlacePhoto } from "#shared/schemas/place-photos";
import type { TPlaceDetail } from "#shared/schemas/places";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { PlaceDetailPage } from "../place-detail-page";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const PLACE_ID = "0b5c8f3e-6a51-4c1e-9d3f-2f5e3c8a9b10";

const photo = (id: string, caption: string | null, likes: number): TPlacePhoto => ({
  id,
  url: `/files/place-photos/${id}-detail.webp`,
  card_url: `/files/place-photos/${id}-card.webp`,
  caption,
  like_count: likes,
  created_at: "2026-01-01T00:00:00.000Z",
});

const FIRST = photo("6f0e1c52-3a1b-4c2d-8e9f-0a1b2c3d4e5f", "Wasserspielplatz im Sommer", 3);
const SECOND = photo("7a1f2d63-4b2c-4d3e-9fa0-1b2c3d4e5f60", null, 0);

const place = (photos: TPlacePhoto[]): TPlaceDetail => ({
  id: PLACE_ID,
  name: "Spielplatz Heidhörn",
  type: "playground",
  rating: null,
  address: "Heidhörn, 22089 Hamburg",
  locality_hint: null,
  description: null,
  image_url: photos[0]?.url ?? null,
  features: [],
  tags: [],
  age_recommendations: [],
  offers_courses: false,
  latitude: null,
  longitude: null,
  stadtteil: "Eilbek",
  bezirk: "Wandsbek",
  opening_hours: null,
  opening_hours_week: null,
  facts: [],
  condition_reports: [],
  photos,
  stations: [],
  website: null,
  phone: null,
  osm_id: null,
  source: "openstreetmap",
  licence: null,
  is_checked_by_parents: false,
  family_feature_count: null,
  cafe_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
  closed_at: null,
});

const me = {
  user: { id: "u1", email: "mia@example.org", name: "" },
  profile: { name: null, display_name: "mia", user_role: "parent" },
};

/** A signed-in parent (or nobody) and the place; records every write. */
function serve(detail: TPlaceDetail, options: { isSignedIn: boolean; mine?: TMyPlacePhotos }) {
  const writes: string[] = [];
  const server: FakeServer = (url, init) => {
    const method = init?.method ?? "GET";
    if (url.endsWith("/api/me")) return json(options.isSignedIn ? me : null);
    if (url.endsWith("/photos/mine")) return json(options.mine);
    if (method !== "GET") {
      writes.push(`${method} ${url}`);
      if (url.endsWith("/like")) return json({ like_count: 1, is_liked: method === "PUT" });
      return undefined;
    }
    // Only the place's own address: the page first renders at the route's pattern ("/places/:id"), and
    // a gallery answered there too was replaced once the router reached the place, leaving the test
    // clicking buttons of a section no longer on the page.
    if (url.endsWith(`/api/places/${PLACE_ID}`)) return json(detail);
    return undefined;
  };
  return { server, writes };
}

const render = async (server: FakeServer) => {
  const { router } = await renderWithProviders(<PlaceDetailPage />, {
    path: "/places/:id",
    server,
    namespaces: ["facts", "reports"],
  });
  // The memory router starts at the pattern itself; go to the place's own address.
  await router.navigate(`/places/${PLACE_ID}`);
};

/** The dialogs load lazily: under a busy test run their first import has taken more than 5 s. */
const LAZY = { timeout: 15_000 };

// The dialogs load lazily, and their first import is Vite transforming their modules, which a busy
// `npm test` has stretched past 15 s: loaded once here, the tests wait only for what the page does.
beforeAll(async () => {
  await Promise.all([import("./place-photo-upload-dialog"), import("./place-photo-viewer")]);
}, 120_000);

const gallery = async () => within(await screen.findByRole("region", { name: "Photos by parents" }));

describe("PlacePhotos", () => {
  it("invites the first photo and asks a signed-out visitor to sign in", async () => {
    const { server, writes } = serve(place([]), { isSignedIn: false });
    await render(server);
    const section = await gallery();
    expect(section.getByText("No photos yet – show other parents what it looks like here.")).toBeTruthy();
    fireEvent.click(section.getByRole("button", { name: "Add a photo" }));
    const prompt = await screen.findByRole("dialog", {}, LAZY);
    expect(within(prompt).getByText(/To add and like photos, please create an account/)).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("shows each photo's likes and lets a parent like one", async () => {
    const mine = { liked_ids: [FIRST.id], own_ids: [], reported_ids: [], hidden: [] };
    const { server, writes } = serve(place([FIRST, SECOND]), { isSignedIn: true, mine });
    await render(server);
    const section = await gallery();
    const liked = await section.findByRole("button", { name: "Like – 3 likes" });
    await waitFor(() => expect(liked.getAttribute("aria-pressed")).toBe("true"));
    const other = section.getByRole("button", { name: "Like – 0 likes" });
    expect(other.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(other);
    const after = await section.findByRole("button", { name: "Like – 1 like" });
    await waitFor(() => expect(after.getAttribute("aria-pressed")).toBe("true"));
    expect(writes).toEqual([`PUT /api/places/${PLACE_ID}/photos/${SECOND.id}/like`]);
    expect(
      section.getByRole("button", { name: "Enlarge photo: Photo by parents: Wasserspielplatz im Sommer" }),
    ).toBeTruthy();
  });

  it("opens a photo large, with a report dialog that offers 'Shows a child's face'", async () => {
    const mine = { liked_ids: [], own_ids: [], reported_ids: [], hidden: [] };
    const { server } = serve(place([FIRST, SECOND]), { isSignedIn: true, mine });
    await render(server);
    const section = await gallery();
    fireEvent.click(section.getByRole("button", { name: /Enlarge photo: Photo 2 of Spielplatz Heidhörn/ }));
    const viewer = await screen.findByRole("dialog", { name: "Photo 2 of 2" }, LAZY);
    expect(within(viewer).queryByRole("button", { name: "Delete photo" })).toBeNull();
    fireEvent.click(within(viewer).getByRole("button", { name: "Report this photo" }));
    const report = await screen.findByRole("dialog", { name: "Report this photo" }, LAZY);
    expect(within(report).getByRole("radio", { name: "Shows a child's face" })).toBeTruthy();
  });

  it("reminds parents in the upload dialog not to show other people's children", async () => {
    const mine = { liked_ids: [], own_ids: [], reported_ids: [], hidden: [] };
    const { server } = serve(place([]), { isSignedIn: true, mine });
    await render(server);
    const section = await gallery();
    fireEvent.click(await section.findByRole("button", { name: "Add a photo" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a photo" }, LAZY);
    expect(within(dialog).getByText(/Please do not show the faces of other people's children/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Upload photo" }));
    expect(await within(dialog).findByText("Please choose a photo first.")).toBeTruthy();
  });
});
