import { z } from "zod";

/** A course (spec 01 §3 "course"); `is_example` marks seeded example courses (issue "Foundation"). */
export const ZCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.string(),
  age_group: z.string(),
  age_min_months: z.number().int().nullable(),
  age_max_months: z.number().int().nullable(),
  location: z.string(),
  schedule: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  booking_url: z.string().nullable(),
  is_example: z.boolean(),
  created_at: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;

export const ZCourseCard = ZCourse.pick({
  id: true,
  title: true,
  type: true,
  age_group: true,
  location: true,
  schedule: true,
  image_url: true,
  tags: true,
  is_example: true,
});
export type TCourseCard = z.infer<typeof ZCourseCard>;
