/**
 * The client routes the server prepares HTML for (see plugins/spa.ts): which page module each route loads,
 * and, for public pages, the head tags and first data. Routes not listed here still get the app shell.
 */
import { z } from "zod";
import { getHomeData } from "./modules/home/service.js";
import { getPlace } from "./modules/places/service.js";
import type { PageDefinition } from "./plugins/spa.js";
import { AppError } from "./lib/app-error.js";

const DESCRIPTION_LENGTH = 160;

/** A meta description: the text on one line, cut at a word boundary. */
export const summarize = (text: string, length = DESCRIPTION_LENGTH): string => {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
};

export const pages: PageDefinition[] = [
  {
    path: "/",
    module: "features/home/home-page.tsx",
    prepare: async ({ app }) => ({ data: { "/home": await getHomeData(app.db) } }),
  },
  { path: "/onboarding", module: "features/onboarding/onboarding-page.tsx" },
  { path: "/auth", module: "features/auth/auth-page.tsx", prepare: async () => ({ title: "Anmelden" }) },
  {
    path: "/places",
    module: "features/places/places-page.tsx",
    prepare: async () => ({
      title: "Orte entdecken",
      description:
        "Spielplätze, Parks, Bücherhallen, Museen und familienfreundliche Cafés in ganz Hamburg – mit Stadtteil, Öffnungszeiten und Ausstattung.",
    }),
  },
  {
    path: "/places/:id",
    module: "features/places/place-detail-page.tsx",
    prepare: async ({ params, app }) => {
      const id = z.uuid().safeParse(params.id);
      if (!id.success) return { title: "Place not found", status: 404 };
      try {
        const place = await getPlace(app.db, id.data);
        const where = [
          place.stadtteil,
          place.bezirk && place.bezirk !== place.stadtteil ? place.bezirk : null,
        ]
          .filter(Boolean)
          .join(", ");
        return {
          title: place.name,
          description: summarize(place.description ?? `${place.name} in ${where || "Hamburg"}.`),
          data: { [`/places/${id.data}`]: place },
        };
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND")
          return { title: "Place not found", status: 404 };
        throw error;
      }
    },
  },
];
