/**
 * Which community centres are family-education providers (decisions/020). The elements
 * are real: names from `csv-2026-02/hamburg-points-of-interest-community-centers-details.csv`, tags
 * (the ones the rule reads, verbatim) from the 2024 raw Overpass extract; `{}` where the node is newer
 * than that extract.
 */
import { describe, expect, it } from "vitest";
import { classifyCommunityCentre, classifyPoi, isFamilyEducationProvider } from "./classify.js";
import { describePlace } from "./describe.js";
import type { Tags } from "./sources.js";

/** [OSM node, name, tags] of family-education providers in the extract. */
const PROVIDERS: ReadonlyArray<readonly [string, string, Tags]> = [
  [
    "6984029244",
    "Elternschule Harburg",
    { amenity: "community_centre", "community_centre:for": "family", operator: "Bezirksamt Harburg" },
  ],
  // Matched by the name alone: the node has no community_centre:for.
  [
    "5812858548",
    "Elternschule Langenhorn",
    {
      amenity: "community_centre",
      description: "Familienförderung, Elternkurse, offener Treffpunkt für Eltern und Kinder",
      operator: "Bezirksamt Hamburg-Nord",
    },
  ],
  [
    "8032343139",
    "Elternschule am Grindel",
    { amenity: "community_centre", operator: "Bezirksamt Eimsbüttel" },
  ],
  [
    "10924087507",
    "Eltern-Kind-Zentrum Boberg",
    { amenity: "community_centre", "community_centre:for": "family", operator: "Ballin Stiftung e.V." },
  ],
  [
    "8086209487",
    "KiFaZ Lurup",
    {
      amenity: "community_centre",
      community_centre: "family_centre",
      "community_centre:for": "family;child;juvenile",
      social_facility: "outreach",
    },
  ],
  [
    "7123231939",
    "Kleines Kifaz – Kinder- und Familienzentrum Rissen",
    { amenity: "community_centre", "community_centre:for": "family" },
  ],
  [
    "6872910980",
    "kinder- & familienhilfezentrum lohbrügge",
    {
      amenity: "community_centre",
      community_centre: "family_centre",
      "community_centre:for": "multigeneration",
      operator: "Sprungbrett e.V.",
    },
  ],
  [
    "7207599474",
    "Evangelische Familienbildungsstätte Eppendorf",
    { amenity: "community_centre", community_centre: "family_centre", "community_centre:for": "family" },
  ],
  [
    "6983536392",
    "Mütterzentrum Bergedorf",
    { amenity: "community_centre", "community_centre:for": "family", description: "Familienförderung" },
  ],
  [
    "8039731891",
    "FamilienTreff Bramfeld",
    { amenity: "community_centre", "community_centre:for": "family", operator: "alsterdorf assistenz ost" },
  ],
  // Newer than the 2024 extract: the 2026 name only.
  ["12496286573", "Katholische Familienbildungsstätte Hamburg e. V.", {}],
  ["12683806571", "KiFaZ Barmbek-Süd", {}],
  ["13316470839", "Elternschule Horner Geest", {}],
];

/** Community centres with a family signal that are not family-education providers. */
const NOT_PROVIDERS: ReadonlyArray<readonly [string, string, Tags]> = [
  // A Spielhaus is a play house for children; `child;family` is not for parents alone.
  [
    "2757566265",
    "Spielhaus Osdorfer Born",
    {
      amenity: "community_centre",
      community_centre: "youth_centre",
      "community_centre:for": "child;family",
      description: "Offene Kinder- und Jugendarbeit",
    },
  ],
  [
    "3928429142",
    "Neuwiedenthal Aktiv",
    { amenity: "community_centre", "community_centre:for": "child;juvenile;family" },
  ],
  ["0", "Bürgerhaus Langenhorn", {}],
];

describe("family-education providers in the OSM extract", () => {
  it.each(PROVIDERS)("node %s %s is family_education", (_id, name, tags) => {
    expect(isFamilyEducationProvider(name, tags)).toBe(true);
    expect(classifyCommunityCentre(name, tags)).toEqual({
      keep: true,
      type: "family_education",
      indoor: true,
      iceCream: false,
    });
  });

  it.each(NOT_PROVIDERS)("node %s %s stays an activity centre", (_id, name, tags) => {
    expect(isFamilyEducationProvider(name, tags)).toBe(false);
    expect(classifyCommunityCentre(name, tags)).toMatchObject({ keep: true, type: "activity_center" });
  });

  it("looks only at community centres: a playground named after an Eltern-Kind-Zentrum stays a playground", () => {
    expect(classifyPoi("playgrounds", "Spielplatz bei Eltern-Kind-Zentrum Veddel", {})).toMatchObject({
      keep: true,
      type: "playground",
    });
  });

  it("describes them as family education, with the Träger from the tags", () => {
    expect(
      describePlace({
        type: "family_education",
        category: "community-centers",
        name: "Elternschule Harburg",
        tags: PROVIDERS[0]![2],
        stadtteil: "Harburg",
        bezirk: "Harburg",
        features: [],
      }),
    ).toBe(
      "Einrichtung der Familienbildung in Harburg (Bezirk Harburg). Träger: Bezirksamt Harburg, für Familien (laut OpenStreetMap).",
    );
  });
});
