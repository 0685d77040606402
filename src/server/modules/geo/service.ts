/**
 * What other modules use of the geo module (docs/architecture.md "Server modules"): the Stadtteil and
 * Bezirk of a point (./stadtteile.ts) and Hamburg's centre (./provider.ts). The address search itself
 * is this module's route (./routes.ts), its geocoder made in app.ts (./geocoder.ts).
 */
export { loadStadtteile, locatePoint, locateStadtteil } from "./stadtteile.js";
export { HAMBURG_CENTRE } from "./provider.js";
