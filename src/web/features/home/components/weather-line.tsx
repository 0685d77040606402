/**
 * Today's weather on the home, in one line (decision 044): the sky and temperature in Hamburg and what
 * suits the day ("Regen, 8 °C – heute drinnen"), with the credit the Deutscher Wetterdienst asks for
 * its open data (DWD "Nutzungsbedingungen": name the source) and Bright Sky, which serves it. Shows
 * nothing without the weather: the home is then as it always is.
 */
import {
  Cloud,
  CloudFog,
  CloudHail,
  CloudLightning,
  CloudMoon,
  CloudRain,
  CloudSnow,
  CloudSun,
  Moon,
  Sun,
  Wind,
  type LucideIcon,
} from "lucide-react";
import type { TToday } from "#shared/schemas/home";
import type { WeatherIcon } from "#shared/weather";
import { useTranslation } from "react-i18next";

const ICONS: Record<WeatherIcon, LucideIcon> = {
  "clear-day": Sun,
  "clear-night": Moon,
  "partly-cloudy-day": CloudSun,
  "partly-cloudy-night": CloudMoon,
  cloudy: Cloud,
  fog: CloudFog,
  wind: Wind,
  rain: CloudRain,
  sleet: CloudSnow,
  snow: CloudSnow,
  hail: CloudHail,
  thunderstorm: CloudLightning,
};

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

export function WeatherLine({ today }: { today: TToday | null | undefined }) {
  const { t } = useTranslation();
  if (!today) return null;
  const Icon = ICONS[today.icon];
  const line = t("home.weather.line", {
    sky: t(`home.weather.sky.${today.icon}`),
    temperature: today.temperature,
  });
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col gap-1 rounded-2xl bg-sky-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="flex items-center gap-2 font-bold text-stone-900">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-sky-800" />
          <span>
            <span className="sr-only">{t("home.weather.label")}: </span>
            {today.suits ? `${line} – ${t(`home.weather.suits.${today.suits}`)}` : line}
          </span>
        </p>
        <p className="text-xs text-stone-700">
          {t("home.weather.source")}{" "}
          <a href="https://www.dwd.de" className={linkClass}>
            {t("home.weather.dwd")}
          </a>{" "}
          {t("home.weather.via")}{" "}
          <a href="https://brightsky.dev" className={linkClass}>
            Bright Sky
          </a>
        </p>
      </div>
    </div>
  );
}
