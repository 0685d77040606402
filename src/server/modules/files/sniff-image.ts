/**
 * Recognises an image by its first bytes ("magic numbers"), never by its name or the browser's claimed
 * type (DESIGN.md "Images: uploads are sniffed by content"). SVG is text and has no signature, so it is
 * never recognised — SVG can carry scripts and is refused (README "Community and uploads").
 */
export type SniffedImage = "jpeg" | "png" | "gif" | "webp" | "heif";

/** ISO-BMFF brands of HEIF/HEIC and AVIF images (ISO/IEC 23008-12, AV1 Image File Format). */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]);

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

/** @returns the image format the bytes start with, or undefined when they are not a supported image */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return "heif";
  return undefined;
}
