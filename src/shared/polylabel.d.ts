/** Types for polylabel 2 (Mapbox), which ships none: the pole of inaccessibility of a polygon. */
declare module "polylabel" {
  /**
   * @param polygon GeoJSON-like polygon rings, outer first
   * @param precision in coordinate units (degrees here); the default 1.0 is far too coarse for lon/lat
   * @returns `[x, y]` with `distance` to the nearest edge (negative outside)
   */
  // eslint-disable-next-line no-restricted-syntax -- describes the package's own default export
  export default function polylabel(
    polygon: number[][][],
    precision?: number,
    debug?: boolean,
  ): number[] & { distance: number };
}
