/**
 * Today's weather as the home uses it (decision 044): Bright Sky's values (https://brightsky.dev/docs,
 * `GET /current_weather`, over the Deutscher Wetterdienst's open data) and the rule that turns them into what
 * suits today. Imports nothing from Node or the DOM.
 */

/** Bright Sky's `weather.condition`. */
export const WEATHER_CONDITIONS = ["dry", "fog", "rain", "sleet", "snow", "hail", "thunderstorm"] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** Bright Sky's `weather.icon`: the sky in one word, which the home's weather line names. */
export const WEATHER_ICONS = [
  "clear-day",
  "clear-night",
  "partly-cloudy-day",
  "partly-cloudy-night",
  "cloudy",
  "fog",
  "wind",
  "rain",
  "sleet",
  "snow",
  "hail",
  "thunderstorm",
] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** Below this (°C) a day counts as cold: indoors first, whatever the sky. */
export const COLD_BELOW_C = 10;
/** From this (°C) on, a sunny day counts as warm: water play and shade first. */
export const WARM_FROM_C = 20;

/** What suits today: indoor places first, outdoor places first, or the home as it always is (null). */
export type TodaySuits = "indoor" | "outdoor" | null;

const WET: readonly WeatherCondition[] = ["rain", "sleet", "snow", "hail", "thunderstorm"];
const SUNNY: readonly WeatherIcon[] = ["clear-day", "partly-cloudy-day"];

/**
 * Rain, sleet, snow, hail, a thunderstorm or below 10 °C → indoor; a dry, sunny (or partly cloudy)
 * day from 20 °C → outdoor; anything between leaves the home as it is.
 */
export function suitsToday(weather: {
  condition: WeatherCondition;
  icon: WeatherIcon;
  temperature: number;
}): TodaySuits {
  if (WET.includes(weather.condition) || weather.temperature < COLD_BELOW_C) return "indoor";
  if (weather.condition === "dry" && SUNNY.includes(weather.icon) && weather.temperature >= WARM_FROM_C)
    return "outdoor";
  return null;
}
