/**
 * The head of a shareable entity page (decision 008), built by the *-head.ts beside this file and rendered by
 * src/server/plugins/spa.ts through the page registry (src/web/app/pages.tsx).
 */
import { PRODUCT_NAME } from "../constants.js";

export type PageHead = {
  /** Without the product name (spa.ts appends it). */
  title: string;
  description: string;
  canonical: string;
  /** Open Graph properties, e.g. "og:type" → "place". */
  og: Record<string, string>;
  /** One schema.org object; spa.ts escapes it for the <script> element. */
  jsonLd: Record<string, unknown>;
};

/** What a page puts into the HTML's <head> (src/server/plugins/spa.ts renders and escapes it). */
export type HeadTags = {
  /** Without the product name (spa.ts appends it). */
  title?: string;
  description?: string;
  /** Open Graph properties beyond the site-wide ones spa.ts writes. */
  openGraph?: Record<string, string>;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd?: object[];
};

/** A page's document title: "<page> – Lütt", the same on the server (spa.ts) and in the browser (useDocumentTitle). */
export const documentTitle = (title: string): string => `${title} – ${PRODUCT_NAME}`;

/** An entity page's head as head tags. */
export const toHeadTags = (head: PageHead): HeadTags => ({
  title: head.title,
  description: head.description,
  openGraph: head.og,
  jsonLd: [head.jsonLd],
});

/** Longest meta description search engines show in full. */
export const DESCRIPTION_MAX = 160;

/** A meta description: whitespace collapsed, cut at a word boundary with an ellipsis. */
export function toDescription(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const boundary = cut.lastIndexOf(" ");
  return `${boundary > 0 ? cut.slice(0, boundary) : cut}…`;
}
