/**
 * Nearest-first lists without a database query per position (issue "Discovery" §6; the bench's near-me
 * target). Which places match a filter set does not depend on where the visitor stands, so the matches
 * are read once per filter set (and kept in `app.setCache`, plugins/read-cache.ts); every position then
 * only orders them. The order is the database's: the planar distance of the point index
 * (geo-sql.ts, PLACE_LONGITUDE_SCALE), places without coordinates last.
 */
import { PLACE_LONGITUDE_SCALE } from "../../db/schema.js";

/** What a set needs of a place: its coordinates (null when unknown). */
type Located = { latitude: number | null; longitude: number | null };

/** The places matching one filter set, with their index coordinates side by side for a fast scan. */
export type NearSet<Row extends Located> = {
  /** Places with coordinates first (in `x`/`y` order), then those without, in the order given. */
  rows: Row[];
  /** Index coordinates of the located rows: longitude × PLACE_LONGITUDE_SCALE, latitude. */
  x: Float64Array;
  y: Float64Array;
};

/** Builds the set from the matching places in the order places without coordinates should keep. */
export function toNearSet<Row extends Located>(matches: readonly Row[]): NearSet<Row> {
  const located = matches.filter((row) => row.latitude !== null && row.longitude !== null);
  const unlocated = matches.filter((row) => row.latitude === null || row.longitude === null);
  return {
    rows: [...located, ...unlocated],
    x: Float64Array.from(located, (row) => row.longitude! * PLACE_LONGITUDE_SCALE),
    y: Float64Array.from(located, (row) => row.latitude!),
  };
}

/**
 * One page of the set, nearest to the position first: the `offset + limit` nearest are picked with a
 * bounded max-heap (O(n log k) over the set, no full sort), then the page is cut from them.
 */
export function nearestPage<Row extends Located>(
  set: NearSet<Row>,
  from: { lat: number; lng: number },
  offset: number,
  limit: number,
): Row[] {
  const located = set.x.length;
  const wanted = Math.min(offset + limit, set.rows.length);
  const nearCount = Math.min(wanted, located);
  const fromX = from.lng * PLACE_LONGITUDE_SCALE;
  const fromY = from.lat;
  // heap[0] is the farthest of the nearest found so far.
  const heap = new Int32Array(nearCount);
  const heapDistance = new Float64Array(nearCount);
  let size = 0;
  const siftDown = (start: number) => {
    let parent = start;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && heapDistance[right]! > heapDistance[left]! ? right : left;
      if (heapDistance[child]! <= heapDistance[parent]!) return;
      [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
      [heapDistance[parent], heapDistance[child]] = [heapDistance[child]!, heapDistance[parent]!];
      parent = child;
    }
  };
  for (let index = 0; index < located && nearCount > 0; index++) {
    const dx = set.x[index]! - fromX;
    const dy = set.y[index]! - fromY;
    const distance = dx * dx + dy * dy;
    if (size < nearCount) {
      // Sift up.
      let child = size++;
      heap[child] = index;
      heapDistance[child] = distance;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (heapDistance[parent]! >= heapDistance[child]!) break;
        [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
        [heapDistance[parent], heapDistance[child]] = [heapDistance[child]!, heapDistance[parent]!];
        child = parent;
      }
    } else if (distance < heapDistance[0]!) {
      heap[0] = index;
      heapDistance[0] = distance;
      siftDown(0);
    }
  }
  const nearest = Array.from(heap.subarray(0, size), (index, at) => ({ index, distance: heapDistance[at]! }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ index }) => index);
  const order = [...nearest, ...range(located, wanted)];
  return order.slice(offset, wanted).map((index) => set.rows[index]!);
}

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(0, end - start) }, (_, index) => start + index);
