/**
 * The contract between the server and its page renderer (src/web/entry-server.tsx, built into
 * dist/ssr): src/server/plugins/spa.ts asks the renderer to prepare a page and assembles the HTML around
 * the answer. Types only, so neither side imports the other (eslint-plugin-boundaries, eslint.config.js).
 */
import type { HeadTags } from "./seo/page-head.js";

/** An answer of the server's own API, read in-process with the page request's cookie. */
export type ApiAnswer = { status: number; body: string; location?: string | undefined };

export type PreparePageOptions = {
  /** The page's absolute address. */
  url: string;
  language: "de" | "en";
  /** The request's Cookie header ("" without one). */
  cookie: string;
  /** The site's address without a trailing slash, for absolute links (JSON-LD, og:url). */
  publicUrl: string;
  /** Reads `GET /api<path>` as the visitor would: same cookie, same access rules, same caches. */
  fetchApi: (path: string) => Promise<ApiAnswer>;
};

export type PreparedPage = {
  /** 200, or 404 for an entity that does not exist. */
  status: number;
  /** Answer with a permanent redirect (301) to this path instead, e.g. a merged place's. */
  redirect?: string | undefined;
  head: HeadTags;
  /**
   * The API answers the page starts with: TanStack Query's dehydrated state, `paths`, the API paths
   * they came from, and `renderedAt`, the minute (ms since 1970) the page was prepared in, which the
   * browser hydrates its times with (src/web/lib/now.tsx).
   */
  state: { paths: string[]; renderedAt: number };
  /** The page rendered for inside #root, with the strings it was rendered with; none when not rendered. */
  html?: string | undefined;
  strings?: unknown;
  /** The page's modules (paths under src/web, as Vite's manifest names them), for modulepreload. */
  modules: string[];
  /** False when a read or the rendering failed and the page went without: answer it, never keep it. */
  isComplete: boolean;
  /** What failed, for the log. */
  error?: unknown;
};

export type PageRenderer = {
  preparePage: (options: PreparePageOptions) => Promise<PreparedPage>;
  /**
   * The inline scripts React's renderer may write into a page's markup: the one that keeps a form
   * submitted before the page hydrated (`<form action={…}>`) for React to replay. The server allows
   * exactly these, by their hashes, in the page's Content Security Policy.
   */
  inlineScripts: readonly string[];
};
