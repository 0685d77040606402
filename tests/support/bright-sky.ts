/**
 * Recorded answers of Bright Sky's `GET /current_weather?lat=&lon=` for Hamburg, written by hand in the
 * format its documentation gives (https://brightsky.dev/docs: `weather` with `condition`, `icon`,
 * `temperature`, `precipitation_10` …, and the DWD `sources` it is drawn from), kept small: a rainy
 * and cold morning, and a warm, sunny afternoon.
 */

/** The DWD station Bright Sky reads for central Hamburg (Hamburg-Fuhlsbüttel, WMO 10147). */
const source = {
  id: 6007,
  dwd_station_id: "01975",
  observation_type: "synop",
  lat: 53.6332,
  lon: 9.9881,
  height: 14.0,
  station_name: "Hamburg-Fuhlsbüttel",
  wmo_station_id: "10147",
  first_record: "2026-11-26T10:30:00+00:00",
  last_record: "2026-11-28T10:00:00+00:00",
  distance: 9230.0,
};

export const RAIN = {
  weather: {
    source_id: 6007,
    timestamp: "2026-11-28T10:00:00+00:00",
    cloud_cover: 100,
    condition: "rain",
    dew_point: 7.1,
    icon: "rain",
    precipitation_10: 0.4,
    precipitation_30: 1.1,
    precipitation_60: 2.3,
    pressure_msl: 1002.8,
    relative_humidity: 93,
    temperature: 8.2,
    visibility: 9000,
    wind_direction_10: 230,
    wind_speed_10: 18.7,
  },
  sources: [source],
};

export const SUN = {
  weather: {
    source_id: 6007,
    timestamp: "2026-07-04T13:00:00+00:00",
    cloud_cover: 12,
    condition: "dry",
    dew_point: 11.4,
    icon: "clear-day",
    precipitation_10: 0,
    precipitation_30: 0,
    precipitation_60: 0,
    pressure_msl: 1021.5,
    relative_humidity: 41,
    temperature: 24.4,
    visibility: 50000,
    wind_direction_10: 80,
    wind_speed_10: 9.4,
  },
  sources: [source],
};
