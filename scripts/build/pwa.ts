/**
 * The installable-app part of the build (decision 007), used by vite.config.ts:
 *  - app icons in every size the manifest and iOS need, rendered at build time from public/favicon.svg
 *    with sharp (plain, maskable with the safe zone, apple-touch-icon), so the SVG stays the only source;
 *  - the web app manifest (name, colours, standalone display, shortcuts);
 *  - the service worker (vite-plugin-pwa, generateSW): precaches the app shell, keeps what the visitor has
 *    seen (API answers: network first with a short timeout; images: cache first) and answers navigations
 *    from the network, falling back to the cached app shell offline.
 * Usage: `plugins: [...pwaPlugins()]` in vite.config.ts.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import type { Plugin } from "vite";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";
import { OFFLINE_CACHES } from "#web/lib/offline-caches.js";

/** Spec: the brand colour (index.html's theme-color) and the page background (stone-50). */
const THEME_COLOR = "#0f766e";
const BACKGROUND_COLOR = "#fafaf9";

type Icon = {
  file: string;
  size: number;
  /** "any": the logo as drawn; "maskable": full-bleed, the logo inside the central 80 % safe zone. */
  kind: "any" | "maskable";
};

/** https://web.dev/articles/maskable-icon: launchers may crop to a circle of 80 % of the icon's width. */
const MASKABLE_LOGO_SHARE = 0.8;

export const APP_ICONS: Icon[] = [
  { file: "icons/icon-192.png", size: 192, kind: "any" },
  { file: "icons/icon-512.png", size: 512, kind: "any" },
  { file: "icons/maskable-192.png", size: 192, kind: "maskable" },
  { file: "icons/maskable-512.png", size: 512, kind: "maskable" },
  // iOS ignores the manifest's icons and rounds the corners itself, so this one has no transparency.
  { file: "icons/apple-touch-icon.png", size: 180, kind: "maskable" },
];

/**
 * Palette PNGs (quantised by libimagequant): the flat two-colour logo looks the same in 43–65 % fewer
 * bytes (192 px: 4.1 → 2.3 kB). Chrome fetches the manifest's 192 px icon while a page loads, and the
 * service worker precaches them all.
 */
const PNG_OPTIONS = { palette: true, compressionLevel: 9, effort: 10 } as const;

/** Renders one icon from the SVG. */
export async function renderIcon(svg: Buffer, icon: Icon): Promise<Buffer> {
  if (icon.kind === "any") {
    return sharp(svg, { density: 72 * (icon.size / 64) })
      .resize(icon.size, icon.size)
      .png(PNG_OPTIONS)
      .toBuffer();
  }
  const logoSize = Math.round(icon.size * MASKABLE_LOGO_SHARE);
  const logo = await sharp(svg, { density: 72 * (logoSize / 64) })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  const offset = Math.round((icon.size - logoSize) / 2);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: logo, left: offset, top: offset }])
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** Emits the icons into the client build and links the apple-touch-icon from index.html. */
function appIcons(sourceSvg: string): Plugin {
  let isSsr = false;
  return {
    name: "luett:app-icons",
    apply: "build",
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (isSsr) return;
      const svg = await readFile(sourceSvg);
      for (const icon of APP_ICONS) {
        this.emitFile({ type: "asset", fileName: icon.file, source: await renderIcon(svg, icon) });
      }
    },
    transformIndexHtml: () => [
      {
        tag: "link",
        attrs: { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
        injectTo: "head",
      },
      { tag: "meta", attrs: { name: "apple-mobile-web-app-title", content: "Lütt" }, injectTo: "head" },
    ],
  };
}

const manifestIcons = APP_ICONS.filter((icon) => !icon.file.includes("apple")).map((icon) => ({
  src: `/${icon.file}`,
  sizes: `${icon.size}x${icon.size}`,
  type: "image/png",
  purpose: icon.kind,
}));

const shortcutIcon = [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }];

export const MANIFEST: Partial<ManifestOptions> = {
  id: "/",
  name: "Lütt",
  short_name: "Lütt",
  description:
    "Der Familienguide für Hamburg: familienfreundliche Orte, Baby- und Kleinkindkurse und Tipps von anderen Eltern.",
  lang: "de",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ["lifestyle", "kids", "travel"],
  icons: manifestIcons,
  shortcuts: [
    { name: "Orte entdecken", short_name: "Orte", url: "/places", icons: shortcutIcon },
    { name: "Kurse", short_name: "Kurse", url: "/courses", icons: shortcutIcon },
    { name: "Community", short_name: "Community", url: "/community", icons: shortcutIcon },
  ],
};

const DAY_SECONDS = 24 * 60 * 60;

/** The PWA plugins for vite.config.ts. */
export function pwaPlugins(options: { sourceSvg: string }): Plugin[] {
  return [
    appIcons(options.sourceSvg),
    ...VitePWA({
      registerType: "prompt",
      // src/web/lib/service-worker.ts registers it after the page has loaded (no workbox-window).
      injectRegister: false,
      manifest: MANIFEST,
      manifestFilename: "manifest.webmanifest",
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png}"],
        globIgnores: ["**/node_modules/**", ".vite/**"],
        // Navigations go to the server (it renders pages with fresh data), and to the app shell offline.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // The first install takes over the open page at once (so the first visit is kept for offline
        // use); later versions wait for 'Reload' (src/web/lib/service-worker.ts sends SKIP_WAITING).
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !/^\/(api|files)\//.test(url.pathname),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
          {
            // What the visitor has seen (places, courses, posts, favourites, home, profile …). Never sign-in,
            // address search or health checks; only successful answers are kept.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              url.pathname.startsWith("/api/") &&
              !/^\/api\/(auth|geo|health|test)\b/.test(url.pathname),
            handler: "NetworkFirst",
            method: "GET",
            options: {
              cacheName: OFFLINE_CACHES.api,
              networkTimeoutSeconds: 3,
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ request, url }) =>
              request.destination === "image" && !url.pathname.startsWith("/icons/"),
            handler: "CacheFirst",
            options: {
              cacheName: OFFLINE_CACHES.images,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
