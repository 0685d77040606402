import { describe, expect, it } from "vitest";
import { PLACE_LONGITUDE_SCALE } from "#server/db/schema.js";
import { nearestPage, toNearSet } from "./nearest.js";

type Row = { id: number; latitude: number | null; longitude: number | null };

/**
 * Points spread evenly and without pattern over a box (additive recurrences of irrational numbers,
 * a Weyl sequence): deterministic, so a failure replays, and free of the ties a grid would have.
 */
const spread = (index: number, step: number) => (index * step) % 1;

/** The database's order: planar index distance, places without coordinates last in the given order. */
function sortedByDistance(rows: Row[], from: { lat: number; lng: number }): Row[] {
  const distance = (row: Row) =>
    Math.hypot((row.longitude! - from.lng) * PLACE_LONGITUDE_SCALE, row.latitude! - from.lat);
  const located = rows.filter((row) => row.latitude !== null && row.longitude !== null);
  return [
    ...located.sort((a, b) => distance(a) - distance(b)),
    ...rows.filter((row) => row.latitude === null || row.longitude === null),
  ];
}

describe("nearestPage", () => {
  // Hamburg's extent, and every seventh place without coordinates.
  const rows: Row[] = Array.from({ length: 700 }, (_, id) =>
    id % 7 === 3
      ? { id, latitude: null, longitude: null }
      : { id, latitude: 53.39 + spread(id, Math.SQRT2) * 0.35, longitude: 9.73 + spread(id, Math.PI) * 0.59 },
  );
  const set = toNearSet(rows);

  it.each([
    [0, 20],
    [20, 20],
    [90, 7],
    [590, 20],
    [640, 100],
    [0, 700],
    [800, 20],
  ])("gives the page at offset %i, limit %i in the database's nearest-first order", (offset, limit) => {
    for (let trial = 1; trial <= 5; trial++) {
      const from = {
        lat: 53.39 + spread(trial + offset, Math.E) * 0.35,
        lng: 9.73 + spread(trial, Math.SQRT1_2) * 0.59,
      };
      const expected = sortedByDistance(rows, from).slice(offset, offset + limit);
      expect(nearestPage(set, from, offset, limit).map((row) => row.id)).toEqual(
        expected.map((row) => row.id),
      );
    }
  });

  it("answers an empty set with an empty page", () => {
    expect(nearestPage(toNearSet<Row>([]), { lat: 53.55, lng: 9.99 }, 0, 20)).toEqual([]);
  });

  it("gives places without coordinates in their order when no place has them", () => {
    const unlocated = toNearSet<Row>([3, 1, 2].map((id) => ({ id, latitude: null, longitude: null })));
    expect(nearestPage(unlocated, { lat: 53.55, lng: 9.99 }, 1, 20).map((row) => row.id)).toEqual([1, 2]);
  });
});
