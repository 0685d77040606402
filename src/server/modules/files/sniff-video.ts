/**
 * Recognises an MP4 or QuickTime (MOV) video by its first bytes, never by its name or the browser's
 * claimed type (spec 02 §5 "Admin place upload": JPG, PNG, GIF, MP4, MOV; DESIGN.md "uploads are
 * sniffed by content"). Both are ISO base media files: a box size, then `ftyp` and a major brand
 * (ISO/IEC 14496-12 §4.3); QuickTime files may instead start with a `moov`, `mdat` or `wide` atom.
 */
export type SniffedVideo = "mp4" | "mov";

/** Major brands of MP4 video files (ISO, MPEG-4, H.264, 3GPP-free Apple video). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "mmp4",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "f4v ",
]);
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide"]);

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

/** @returns the video format the bytes start with, or undefined when they are not an MP4 or MOV file */
export function sniffVideo(bytes: Uint8Array): SniffedVideo | undefined {
  if (bytes.length < 12) return undefined;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  // Size 1 means a 64-bit size follows; otherwise a box is at least its 8-byte header.
  if (boxSize !== 1 && boxSize < 8) return undefined;
  const boxType = ascii(bytes, 4, 8);
  if (boxType === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "qt  ") return "mov";
    if (MP4_BRANDS.has(brand)) return "mp4";
    return undefined;
  }
  return QUICKTIME_ATOMS.has(boxType) ? "mov" : undefined;
}
