import { LIMITS } from "../../../shared/constants.js";

/**
 * Upload buckets (spec 01 §7 "Storage") and what each accepts. Every bucket stores images as WebP in two
 * variants (DESIGN.md "Images"): `card` for lists and cards, `detail` for detail views. Add a bucket here
 * to accept uploads for a new feature; `POST /api/uploads/<bucket>` refuses every other name.
 */
export const UPLOAD_BUCKETS = {
  "post-images": { maxBytes: LIMITS.postImageBytes },
  /** Photos of place suggestions (spec 01 §5: images only, max 5 MB). */
  "suggestion-images": { maxBytes: LIMITS.suggestionImageBytes },
} as const satisfies Record<string, { maxBytes: number }>;

export type UploadBucket = keyof typeof UPLOAD_BUCKETS;

export const isUploadBucket = (name: string): name is UploadBucket => Object.hasOwn(UPLOAD_BUCKETS, name);

/** Longest edge in pixels of each stored variant (never enlarged). */
export const IMAGE_VARIANTS = { card: 480, detail: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** The object key of one variant: `${key}-${variant}.webp`. */
export const variantKey = (key: string, variant: ImageVariant): string => `${key}-${variant}.webp`;
