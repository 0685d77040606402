/**
 * Today's weather in Hamburg for the home (decision 044): Bright Sky's `GET /current_weather`
 * (https://brightsky.dev/docs), the open JSON API over the Deutscher Wetterdienst's open data, asked by
 * the server only — never the browser — and kept for half an hour.
 *
 * The home must never wait for it: a service slower than the time limit (GEOCODER_TIMEOUT_MS, decision
 * 006 "Fail fast") counts as down, a failure answers null (the home as it always is) and is asked again
 * after five minutes, and once an answer is kept the next one is fetched in the background while the
 * kept one is given (stale-while-revalidate), so only the first home after a start can wait at all.
 */
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { TToday } from "#shared/schemas/home.js";
import { suitsToday, WEATHER_CONDITIONS, WEATHER_ICONS, type WeatherIcon } from "#shared/weather.js";
import { fetchJsonWithin } from "#server/lib/fetch-json.js";
import { HAMBURG_CENTRE } from "../geo/service.js";

/** A kept answer is renewed after this long. */
export const WEATHER_FRESH_MS = 30 * 60_000;
/** After a failure the service is asked again after this long; until then the home goes without. */
export const WEATHER_RETRY_MS = 5 * 60_000;

/** The part of Bright Sky's answer the home uses; an icon Bright Sky adds later is read as none. */
const ZCurrentWeather = z.object({
  weather: z.object({
    condition: z.enum(WEATHER_CONDITIONS),
    icon: z.enum(WEATHER_ICONS).nullable().catch(null),
    temperature: z.number(),
  }),
});

/** The sky a condition shows when Bright Sky gives no icon. */
const ICON_OF_CONDITION: Record<z.infer<typeof ZCurrentWeather>["weather"]["condition"], WeatherIcon> = {
  dry: "cloudy",
  fog: "fog",
  rain: "rain",
  sleet: "sleet",
  snow: "snow",
  hail: "hail",
  thunderstorm: "thunderstorm",
};

export type Weather = {
  /** Today's weather, or null when it is off, down, slow or unreadable; never throws. */
  today: () => Promise<TToday | null>;
};

/**
 * @param settings.url Bright Sky's base URL (WEATHER_URL); undefined answers null without asking
 * @param settings.timeoutMs the time limit of one request
 */
export function createWeather(settings: {
  url: string | undefined;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): Weather {
  const { url, timeoutMs, log } = settings;
  let kept: { today: TToday | null; renewAt: number } | undefined;
  let renewing: Promise<TToday | null> | undefined;

  const ask = async (): Promise<TToday | null> => {
    const started = Date.now();
    try {
      const answer = ZCurrentWeather.parse(
        await fetchJsonWithin(`${url}/current_weather?lat=${HAMBURG_CENTRE.lat}&lon=${HAMBURG_CENTRE.lng}`, {
          headers: { accept: "application/json" },
          timeoutMs,
        }),
      ).weather;
      const today = {
        icon: answer.icon ?? ICON_OF_CONDITION[answer.condition],
        temperature: Math.round(answer.temperature),
      };
      return { ...today, suits: suitsToday({ ...today, condition: answer.condition }) };
    } catch (error) {
      log.warn(
        { err: error instanceof Error ? error.message : String(error), ms: Date.now() - started },
        "weather request failed",
      );
      return null;
    }
  };

  /** One request at a time, however many homes ask meanwhile. */
  const renew = (): Promise<TToday | null> =>
    (renewing ??= ask()
      .then((today) => {
        kept = { today, renewAt: Date.now() + (today ? WEATHER_FRESH_MS : WEATHER_RETRY_MS) };
        return today;
      })
      .finally(() => {
        renewing = undefined;
      }));

  return {
    today: async () => {
      if (!url) return null;
      if (kept && Date.now() < kept.renewAt) return kept.today;
      const running = renew();
      return kept ? kept.today : running;
    },
  };
}
