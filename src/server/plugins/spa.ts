/**
 * Serves the built React app (dist/web). Hashed assets get a year of caching; every other GET that is not
 * an API or file path gets index.html, prepared for its route (DESIGN.md "Shape": public routes get head
 * tags and their first data inlined by the server) by the page renderer (dist/ssr, built from
 * src/web/entry-server.tsx from the page registry src/web/app/pages.tsx; contract in
 * src/shared/page-renderer.ts), which reads the page's data through this server's own API:
 * - the page's own <title>, description, canonical link, Open Graph tags and JSON-LD;
 * - <link rel="modulepreload"> for the entry script's import and, on a client-rendered page, for the
 *   route's chunks and the visitor's language file, so they download in parallel with the app shell
 *   instead of after it (read from Vite's build manifest);
 * - the API responses the page will ask for first, inlined as JSON that the web app hydrates its cache with;
 * - for pages that opt in, the page itself rendered on the server, so it paints before any JavaScript has
 *   run. A page whose preparation or rendering fails falls back to the client-rendered shell.
 * A page without a session is the same for everyone, so it is prepared once and then answered from the
 * page cache, compressed (home renders ~150 kB of markup in 20–90 ms; from the cache it takes ~2 ms).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE } from "#shared/cookies.js";
import { PRODUCT_NAME } from "#shared/constants.js";
import type { ApiAnswer, PageRenderer, PreparedPage } from "#shared/page-renderer.js";
import { documentTitle, type HeadTags } from "#shared/seo/page-head.js";
import { replyCompressed, toCachedAnswer, type CachedAnswer } from "./read-cache.js";

/** Files of the installable app that browsers must never serve from their HTTP cache. */
const UNCACHED_FILES = new Set(["sw.js", "manifest.webmanifest"]);

/**
 * Marks the API reads of a page being prepared (`app.inject`), which are no visit of their own: the page
 * request counts itself (modules/places/view-counter.ts).
 */
export const PAGE_READ_HEADER = "x-luett-page-read";

/** Reads one cookie from the request. */
export const readCookie = (request: FastifyRequest, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? "")?.[1];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers, no JS line separators. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The language the client will pick: the remembered choice (cookie) or the browser's, else German. */
export function guessLanguage(request: FastifyRequest): "de" | "en" {
  const remembered = readCookie(request, LANGUAGE_COOKIE);
  if (remembered === "de" || remembered === "en") return remembered;
  const accepted = (request.headers["accept-language"] ?? "")
    .split(",")
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((language) => language === "de" || language === "en");
  return accepted === "en" ? "en" : "de";
}

/** Every chunk a manifest entry needs, depth first, without duplicates. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

function renderHead(head: HeadTags, canonicalUrl: string, language: "de" | "en", preloads: string[]): string {
  const title = head.title ? documentTitle(head.title) : undefined;
  const openGraph: Record<string, string> = {
    "og:site_name": PRODUCT_NAME,
    "og:type": "website",
    "og:url": canonicalUrl,
    "og:locale": language === "en" ? "en_GB" : "de_DE",
    ...(title ? { "og:title": head.title! } : {}),
    ...(head.description ? { "og:description": head.description } : {}),
    ...head.openGraph,
  };
  return [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    ...Object.entries(openGraph).map(
      ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
    ...(head.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`,
    ),
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ].join("\n    ");
}

/**
 * `policy` (a Content-Security-Policy header) with the scripts of `hashes` (`'sha256-…'`) allowed as well,
 * for the inline scripts the page renderer writes (src/shared/page-renderer.ts `inlineScripts`).
 */
export const allowingScripts = (policy: string, hashes: readonly string[]): string =>
  hashes.length === 0 ? policy : policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashes.join(" ")}`);

/** Rejects a page-cache load with a page that must not be kept (see `sharedPage`). */
class IncompletePage extends Error {
  constructor(readonly page: { html: string; status: number }) {
    super("The page was prepared incompletely");
  }
}

export async function registerSpa(
  app: FastifyInstance,
  options: {
    webDir: string;
    /** The server renderer's entry (dist/ssr/entry-server.js); pages are client-rendered without it. */
    rendererPath?: string;
    publicUrl: string;
    /**
     * Whether the request's page may carry personal data (it has a session). Such pages are prepared
     * afresh every time; every other page is the same for every request with the same address, language
     * and cookies, so it is kept in `app.pageCache` (plugins/read-cache.ts) for the next one.
     */
    isPersonal: (request: FastifyRequest) => boolean;
  },
): Promise<void> {
  const { webDir, publicUrl } = options;
  const renderer =
    options.rendererPath && existsSync(options.rendererPath)
      ? ((await import(pathToFileURL(options.rendererPath).href)) as PageRenderer)
      : undefined;
  const scriptHashes = (renderer?.inlineScripts ?? []).map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
  const indexPath = path.join(webDir, "index.html");
  const manifestPath = path.join(webDir, ".vite/manifest.json");
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !pathName.startsWith("/.vite/"),
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifest must be re-checked on every load, or a new deployment
        // would not reach installed apps (https://web.dev/articles/service-worker-lifecycle#updates).
        const isAppDescriptor = UNCACHED_FILES.has(path.basename(filePath));
        reply.header(
          "cache-control",
          isAppDescriptor
            ? "no-cache"
            : isHashed
              ? "public, max-age=31536000, immutable"
              : "public, max-age=0, must-revalidate",
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : undefined;
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : {};
  const shellFiles = new Set(chunkFiles(manifest, "index.html"));
  // What the entry script imports (the "boot" chunk, main.tsx's code before the first paint): unhinted,
  // the browser asks for it only once the entry script has arrived; hinted, both download at once.
  const shellImports = [...shellFiles].slice(1);

  /**
   * `isComplete` is false when preparing or rendering failed and the page went without; `location` is
   * set (with an empty page) when the page moved for good.
   */
  type PreparedAnswer = { html: string; status: number; isComplete: boolean; location?: string };

  /**
   * `GET /api<path>` as the page's visitor would read it (same cookie and address, so the same access
   * rules, caches and rate limit). A refreshed session cookie goes on to the browser with the page.
   */
  const readApi = async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      url: `/api${path}`,
      remoteAddress: request.ip,
      headers: {
        [PAGE_READ_HEADER]: "1",
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
    });
    const cookies = response.headers["set-cookie"];
    if (cookies) reply.header("set-cookie", cookies);
    const location = response.headers.location;
    return { status: response.statusCode, body: response.body, location: location?.toString() };
  };

  const preparePage = async (request: FastifyRequest, reply: FastifyReply): Promise<PreparedAnswer> => {
    const url = new URL(request.url, publicUrl);
    const language = guessLanguage(request);
    let page: PreparedPage | undefined;
    try {
      page = await renderer?.preparePage({
        url: url.href,
        language,
        cookie: request.headers.cookie ?? "",
        publicUrl,
        fetchApi: (apiPath) => readApi(request, reply, apiPath),
      });
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, "page preparation failed");
    }
    // The page still works without its head tags, data or markup: the browser reads and renders it.
    if (page && !page.isComplete) {
      request.log.warn({ err: page.error, url: request.url }, "page preparation incomplete");
    }
    const isComplete = page?.isComplete ?? !renderer;
    if (page?.redirect) return { html: "", status: 301, isComplete, location: page.redirect };
    const head = page?.head ?? {};
    const preloads = [
      ...(page?.modules ?? []).flatMap((module) => chunkFiles(manifest, module)),
      ...chunkFiles(manifest, `locales/${language}.json`),
    ];
    const isRendered = page?.html !== undefined;
    // A server-rendered page paints first and loads its code afterwards (src/web/main.tsx); an empty
    // shell needs the app, the route and the language at once.
    const uniquePreloads = [
      ...shellImports,
      ...[...new Set(isRendered ? [] : [...chunkFiles(manifest, "app/start.tsx"), ...preloads])].filter(
        (file) => !shellFiles.has(file) && file.endsWith(".js"),
      ),
    ];
    // Replacements are functions: in a replacement string, `$&`, `$'` or `$$` in a place's name would
    // be read as patterns.
    let html = indexHtml!.replace(
      "</head>",
      () => `  ${renderHead(head, `${publicUrl}${url.pathname}`, language, uniquePreloads)}\n  </head>`,
    );
    html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    if (head.title)
      html = html.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(documentTitle(head.title!))}</title>`,
      );
    if (head.description) {
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
      );
    }
    // The page's first API responses (src/web/app/inlined-state.ts puts them into the query cache) and,
    // when rendered here, the strings it was rendered with (src/web/lib/i18n.ts), so hydrating needs
    // neither a request nor a locale chunk.
    const inlined = [
      `<script type="application/json" id="initial-data">${jsonForScript(page?.state ?? { paths: [] })}</script>`,
      ...(isRendered
        ? [`<script type="application/json" id="initial-strings">${jsonForScript(page?.strings)}</script>`]
        : []),
    ];
    html = html.replace(
      '<div id="root"></div>',
      () => `<div id="root">${page?.html ?? ""}</div>\n    ${inlined.join("\n    ")}`,
    );
    return { html, status: page?.status ?? 200, isComplete };
  };

  /**
   * A page that is not personal, from the page cache or prepared and compressed for it. An incomplete
   * page is answered but not kept: the loader rejects with it, so callers waiting on the same page get
   * it too and the cache forgets it.
   */
  const sharedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ answer: CachedAnswer; status: number; location?: string | undefined }> => {
    const key = `${guessLanguage(request)}\n${request.headers.cookie ?? ""}\n${request.url}`;
    try {
      return await app.pageCache.get(key, async () => {
        const page = await preparePage(request, reply);
        if (!page.isComplete) throw new IncompletePage(page);
        return { answer: await toCachedAnswer(page.html), status: page.status, location: page.location };
      });
    } catch (error) {
      if (!(error instanceof IncompletePage)) throw error;
      return { answer: { body: error.page.html }, status: error.page.status };
    }
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !request.url.startsWith("/files/");
    if (!isPage || !indexHtml) {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string")
      reply.header("content-security-policy", allowingScripts(policy, scriptHashes));
    reply
      .type("text/html; charset=utf-8")
      // The page may carry the signed-in user's data.
      .header("cache-control", "private, no-cache")
      .header("vary", "accept-language, cookie");
    if (options.isPersonal(request)) {
      const { html, status, location } = await preparePage(request, reply);
      if (location) return reply.redirect(location, 301);
      return reply.status(status).send(html);
    }
    const { answer, status, location } = await sharedPage(request, reply);
    if (location) return reply.redirect(location, 301);
    return replyCompressed(reply.status(status), answer);
  };
  // Pages are a catch-all route (files and API routes are more specific and win) rather than the
  // not-found handler alone: only routes get the compression plugin's hook, and a server-rendered
  // page is 100+ kB of markup that compresses to a tenth.
  app.get("/*", answerPage);
  app.setNotFoundHandler(answerPage);
}
