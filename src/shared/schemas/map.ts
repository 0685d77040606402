import { z } from "zod";

/** `GET /api/map-config`: where the web map loads its tiles from and whom it must credit. */
export const ZMapConfig = z.object({
  /** XYZ template, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png". */
  tileUrl: z.string(),
  attribution: z.string(),
});
export type TMapConfig = z.infer<typeof ZMapConfig>;
