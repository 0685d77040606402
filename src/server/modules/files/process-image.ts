/**
 * Turns an uploaded image into the WebP variants we store (DESIGN.md "Images"): sniffed by content,
 * decoded by sharp (which must agree with the sniffed format), turned upright by its EXIF orientation,
 * scaled down to each variant's size and re-encoded. Re-encoding drops everything but pixels: EXIF
 * (camera, GPS position — parents post photos of their children), XMP, ICC and any appended payload.
 * An animated GIF or WebP keeps its first frame.
 */
import sharp from "sharp";
import { AppError } from "#server/lib/app-error.js";
import { IMAGE_VARIANTS, type ImageVariant } from "./buckets.js";
import { sniffImage } from "./sniff-image.js";

/** Decompression-bomb guard: larger than any phone camera (a 48 MP sensor is 8064 × 6048). */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;

export const UNSUPPORTED_IMAGE_MESSAGE =
  "This file is not an image we can use. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.";

export type ProcessedImage = {
  /** Size of the upright original. */
  width: number;
  height: number;
  variants: Record<ImageVariant, { body: Buffer; width: number; height: number }>;
};

/**
 * @throws AppError UNSUPPORTED_MEDIA_TYPE when the bytes are not a JPEG, PNG, GIF, WebP or AVIF image
 *   sharp can decode (SVG, text, scripts renamed .jpg, truncated or oversized images, and HEIC, whose
 *   HEVC codec the prebuilt libvips lacks)
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffImage(input);
  if (!sniffed) throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_IMAGE_MESSAGE);
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  try {
    const metadata = await open().metadata();
    if (metadata.format !== sniffed || !metadata.width || !metadata.height) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_IMAGE_MESSAGE);
    }
    // EXIF orientations 5–8 are rotated by a quarter turn: width and height swap once upright.
    const isQuarterTurn = (metadata.orientation ?? 1) >= 5;
    const entries = await Promise.all(
      (Object.entries(IMAGE_VARIANTS) as Array<[ImageVariant, number]>).map(async ([variant, edge]) => {
        const { data, info } = await open()
          .rotate()
          .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return [variant, { body: data, width: info.width, height: info.height }] as const;
      }),
    );
    return {
      width: isQuarterTurn ? metadata.height : metadata.width,
      height: isQuarterTurn ? metadata.width : metadata.height,
      variants: Object.fromEntries(entries) as ProcessedImage["variants"],
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's own messages name libvips internals; the user only needs to know the file is unusable.
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_IMAGE_MESSAGE);
  }
}
