import { TrainFront } from "lucide-react";
import type { TNearbyStation } from "#shared/schemas/places";
import { Panel } from "#web/components/ui/panel";
import { formatDistance } from "#web/lib/format-distance";
import { useTranslation } from "react-i18next";

/**
 * "Anfahrt": the nearest U- and S-Bahn station of a place with the estimated walk and whether OSM says it
 * is step-free, e.g. "U Feldstraße (Heiligengeistfeld) · ca. 300 m · stufenlos"
 * (docs/decisions/043-stations-nearby.md). Only for places with coordinates.
 */
export function NearbyStations({ stations }: { stations: readonly TNearbyStation[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel
      id="getting-there-title"
      title={t("places.detail.gettingThere.title")}
      icon={<TrainFront aria-hidden="true" className="size-5 text-brand-700" />}
    >
      {stations.length > 0 ? (
        <>
          <ul className="flex flex-col gap-1 text-stone-800">
            {stations.map((station) => (
              <li key={station.osm_id}>
                <span className="font-semibold">
                  {t(`places.detail.gettingThere.${station.station}`, { name: station.name })}
                </span>
                {" · "}
                {t("places.detail.gettingThere.walk", {
                  distance: formatDistance(station.walking_distance_m, i18n.language),
                })}
                {" · "}
                {t(`places.detail.gettingThere.wheelchair.${station.wheelchair ?? "unknown"}`)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-stone-700">{t("places.detail.gettingThere.note")}</p>
        </>
      ) : (
        <p className="text-stone-700">{t("places.detail.gettingThere.none")}</p>
      )}
    </Panel>
  );
}
