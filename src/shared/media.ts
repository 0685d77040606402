/**
 * What the file pickers offer and how stored media is told apart. Kept free of zod so cards and pages
 * of the app shell can use it without loading the schema library (it costs ~24 kB gzip on `/`).
 */

/**
 * Image types the file pickers offer; the server decides by content (sniffing), not by this list. HEIC
 * is left out on purpose: sharp's prebuilt libvips cannot decode HEVC, and without it in the list
 * iPhones convert their photos to JPEG when a page picks them.
 */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp,image/avif";

/**
 * What the admin place form offers (spec 02 §5 "Admin place upload": JPG, PNG, GIF, MP4, MOV); the
 * server decides by content.
 */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/gif,video/mp4,video/quicktime";

/** True for the address of a stored video (admin place media is stored as `{key}.mp4` / `{key}.mov`). */
export const isVideoUrl = (url: string | null | undefined): boolean =>
  typeof url === "string" && /\.(mp4|mov)$/i.test(url);

/** What the menu upload accepts; the server decides by content (a PDF or an image). */
export const MENU_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";
