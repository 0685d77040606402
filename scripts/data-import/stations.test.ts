import { describe, expect, it } from "vitest";
import type { OsmNode } from "./sources.js";
import { buildStations } from "./stations.js";

const node = (id: number, lat: number, lon: number, tags: Record<string, string>): OsmNode => ({
  id: String(id),
  lat,
  lon,
  tags: { public_transport: "station", railway: "station", ...tags },
});

describe("U- and S-Bahn stations from the raw extracts", () => {
  it("makes one station per name and line type, at the mean point, step-free only if every node is", () => {
    const stations = buildStations(
      [
        node(30, 53.5563, 9.9707, {
          name: "Feldstraße (Heiligengeistfeld)",
          station: "subway",
          wheelchair: "yes",
        }),
      ],
      [
        node(20, 53.55, 9.93, { name: "Hamburg-Altona", station: "light_rail", wheelchair: "yes" }),
        node(10, 53.552, 9.934, { name: "Hamburg-Altona", station: "light_rail", wheelchair: "limited" }),
        node(40, 53.5591518, 9.8852809, { name: "Othmarschen", station: "light_rail", wheelchair: "no" }),
      ],
    );
    expect(stations).toEqual([
      {
        osm_id: "node/10",
        name: "Hamburg-Altona",
        station: "light_rail",
        latitude: 53.551,
        longitude: 9.932,
        wheelchair: "limited",
      },
      {
        osm_id: "node/40",
        name: "Othmarschen",
        station: "light_rail",
        latitude: 53.559152,
        longitude: 9.885281,
        wheelchair: "no",
      },
      {
        osm_id: "node/30",
        name: "Feldstraße (Heiligengeistfeld)",
        station: "subway",
        latitude: 53.5563,
        longitude: 9.9707,
        wheelchair: "yes",
      },
    ]);
  });

  it("takes the line type from the station tag, counts a node in both extracts once, and keeps both lines of one name", () => {
    const uBerlinerTor = node(4102358153, 53.5534, 10.0231, {
      name: "Berliner Tor",
      station: "subway",
      wheelchair: "yes",
    });
    const sBerlinerTor = node(2470903095, 53.5527, 10.025, {
      name: "Berliner Tor",
      station: "light_rail",
      wheelchair: "no",
    });
    const stations = buildStations([uBerlinerTor], [uBerlinerTor, sBerlinerTor]);
    expect(stations.map((s) => [s.name, s.station, s.wheelchair, s.osm_id])).toEqual([
      ["Berliner Tor", "light_rail", "no", "node/2470903095"],
      ["Berliner Tor", "subway", "yes", "node/4102358153"],
    ]);
  });

  it("drops unnamed nodes and reads an unknown or missing wheelchair value as unknown", () => {
    const stations = buildStations(
      [node(1, 53.6, 10, { station: "subway" }), node(2, 53.6, 10.01, { name: "Kiekut", station: "subway" })],
      [node(3, 53.5, 10, { name: "Wohltorf", station: "train", wheelchair: "bad" })],
    );
    expect(stations.map((s) => [s.name, s.station, s.wheelchair])).toEqual([
      ["Wohltorf", "light_rail", null],
      ["Kiekut", "subway", null],
    ]);
  });
});
