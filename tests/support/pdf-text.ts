/**
 * The text a PDF shows, for tests of generated PDFs: every string drawn with `Tj` on every page (hex or
 * literal), decoded as WinAnsi like pdf-lib's standard fonts write it, one line per string. Reads
 * the real file with pdf-lib's parser and stream decoders, so text that is not extractable (drawn as
 * shapes or images) is missing here too.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib";

/** WinAnsi 0x80–0x9F (the rest is Latin-1); Node's TextDecoder treats windows-1252 as Latin-1. */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = (byte: number) =>
  byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte);
const decodeHex = (hex: string) => [...Buffer.from(hex, "hex")].map(winAnsi).join("");
const decodeLiteral = (text: string) => text.replace(/\\([()\\])/g, "$1");

/** @returns the page texts joined with newlines */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents: PDFObject | undefined = page.node.get(PDFName.of("Contents"));
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        lines.push(match[1] !== undefined ? decodeHex(match[1]) : decodeLiteral(match[2] ?? ""));
      }
    }
  }
  return lines.join("\n");
}
