import { LIMITS } from "#shared/constants.js";
import type { SniffedVideo } from "./sniff-video.js";

/**
 * Upload buckets (spec 01 §7 "Storage") and what each accepts. Every bucket stores images as WebP in two
 * variants (DESIGN.md "Images"): `card` for lists and cards, `detail` for detail views. Add a bucket here
 * to accept uploads for a new feature; `POST /api/uploads/<bucket>` refuses every other name.
 */
/**
 * What a bucket accepts: at most `maxBytes`; videos (MP4, MOV, stored as sent after sniffing) only where
 * `isVideoAllowed`; only admins may upload where `isAdminOnly`; `tooLargeMessage` replaces the generic
 * size message where the spec words its own.
 */
export type BucketRule = {
  maxBytes: number;
  isVideoAllowed?: boolean;
  /** PDFs (sniffed, stored as sent) besides images: café menus (decisions/010). */
  isPdfAllowed?: boolean;
  isAdminOnly?: boolean;
  tooLargeMessage?: string;
};

/** Spec 02 §5 "Admin place upload", §8. */
export const ADMIN_UPLOAD_TOO_LARGE_MESSAGE = "File size must be less than 10MB.";

const BUCKETS = {
  "post-images": { maxBytes: LIMITS.postImageBytes },
  /** Photos of place suggestions (spec 01 §5: images only, max 5 MB). */
  "suggestion-images": { maxBytes: LIMITS.suggestionImageBytes },
  /** Café photos and logos (spec 02 §9: 10 photos plus a logo). */
  "cafe-photos": { maxBytes: LIMITS.cafeImageBytes },
  /** Parents' photos of any place (decision 018), up to 10 per parent and place. */
  "place-photos": { maxBytes: LIMITS.placePhotoBytes },
  /** Café menus: a PDF (stored as sent) or an image (spec 02 §2.16). */
  "cafe-menus": { maxBytes: LIMITS.cafeMenuBytes, isPdfAllowed: true },
  /**
   * Provider gallery photos and videos (MP4, MOV, stored as sent) and team photos (spec 02 §9; 10 MB like
   * the admin place media, spec 02 §5; team members take images only, providers/team.ts).
   */
  "provider-media": { maxBytes: LIMITS.adminUploadBytes, isVideoAllowed: true },
  /** Admin place media (spec 02 §5, §7 "bucket place-images": images and videos, JPG/PNG/GIF/MP4/MOV, 10 MB). */
  "place-images": {
    maxBytes: LIMITS.adminUploadBytes,
    isVideoAllowed: true,
    isAdminOnly: true,
    tooLargeMessage: ADMIN_UPLOAD_TOO_LARGE_MESSAGE,
  },
  /** Admin course images (spec 02 §2.7; same limit as the place media, images only). */
  "course-images": {
    maxBytes: LIMITS.adminUploadBytes,
    isAdminOnly: true,
    tooLargeMessage: ADMIN_UPLOAD_TOO_LARGE_MESSAGE,
  },
} as const satisfies Record<string, BucketRule>;

export type UploadBucket = keyof typeof BUCKETS;

export const UPLOAD_BUCKETS: Record<UploadBucket, BucketRule> = BUCKETS;

export const isUploadBucket = (name: string): name is UploadBucket => Object.hasOwn(UPLOAD_BUCKETS, name);

/** Longest edge in pixels of each stored variant (never enlarged). */
export const IMAGE_VARIANTS = { card: 480, detail: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** The object key of one variant: `${key}-${variant}.webp`. */
export const variantKey = (key: string, variant: ImageVariant): string => `${key}-${variant}.webp`;

/** The object key of a video or PDF upload (stored as sent): `${key}.mp4`, `${key}.mov`, `${key}.pdf`. */
export const videoKey = (key: string, format: SniffedVideo | "pdf"): string => `${key}.${format}`;
