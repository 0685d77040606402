import { z } from "zod";
import { ZCourseCard } from "./courses.js";
import { ZPlaceCard } from "./places.js";
import { ZPostCard } from "./posts.js";

/**
 * Everything the home page shows, in one response (issue "Foundation" §9): the three place sections
 * chosen by the spec's category rules (spec 01 §9), courses and the newest tips.
 */
export const ZHomeData = z.object({
  cafes: z.array(ZPlaceCard),
  indoor: z.array(ZPlaceCard),
  changing: z.array(ZPlaceCard),
  courses: z.array(ZCourseCard),
  tips: z.array(ZPostCard),
});
export type THomeData = z.infer<typeof ZHomeData>;
