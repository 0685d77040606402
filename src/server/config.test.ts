import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("runs on embedded defaults with no variables at all", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://nope" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["SMTP_URL", { SMTP_URL: "http://mail" }],
    ["BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: "short" }],
    ["GOOGLE_CLIENT_SECRET", { GOOGLE_CLIENT_ID: "id-only" }],
    ["BETTER_AUTH_SECRET", { NODE_ENV: "production" }],
    [
      "ENABLE_TEST_ROUTES",
      { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), ENABLE_TEST_ROUTES: "true" },
    ],
    ["S3_PUBLIC_URL", { S3_BUCKET: "luett-files" }],
    ["S3_BUCKET", { S3_PUBLIC_URL: "https://files.example.org" }],
    [
      "S3_SECRET_ACCESS_KEY",
      { S3_BUCKET: "luett-files", S3_PUBLIC_URL: "https://f.example", S3_ACCESS_KEY_ID: "id" },
    ],
    ["S3_BUCKET", { S3_BUCKET: "Not A Bucket", S3_PUBLIC_URL: "https://f.example" }],
    ["REDIS_URL", { REDIS_URL: "localhost:6379" }],
  ])("refuses a bad %s and names it", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe("address search settings (decision 006)", () => {
  it("defaults to the local gazetteer with a 3 s time limit for remote geocoders", () => {
    expect(loadConfig({}).geocoder).toEqual({
      provider: "local",
      url: undefined,
      googleApiKey: undefined,
      timeoutMs: 3000,
    });
  });

  it("asks Bright Sky for the weather by default, another address when told, or nothing with off", () => {
    expect(loadConfig({}).weather).toEqual({ url: "https://api.brightsky.dev", timeoutMs: 3000 });
    expect(loadConfig({ WEATHER_URL: "http://127.0.0.1:8080/", GEOCODER_TIMEOUT_MS: "600" }).weather).toEqual(
      {
        url: "http://127.0.0.1:8080",
        timeoutMs: 600,
      },
    );
    expect(loadConfig({ WEATHER_URL: "off" }).weather.url).toBeUndefined();
  });

  it("takes Photon with its URL, and Google with its key", () => {
    expect(
      loadConfig({ GEOCODER: "photon", GEOCODER_URL: "https://photon.example/" }).geocoder,
    ).toMatchObject({
      provider: "photon",
      url: "https://photon.example",
    });
    expect(
      loadConfig({ GEOCODER: "google", GOOGLE_PLACES_API_KEY: "AIzaSy-test-key-123" }).geocoder.googleApiKey,
    ).toBe("AIzaSy-test-key-123");
  });

  it.each([
    ["GEOCODER", { GEOCODER: "mapquest" }],
    ["GEOCODER_URL", { GEOCODER: "photon" }],
    ["GEOCODER_URL", { GEOCODER: "nominatim", GEOCODER_URL: "ftp://nominatim.example" }],
    ["GOOGLE_PLACES_API_KEY", { GEOCODER: "google" }],
    ["GEOCODER_TIMEOUT_MS", { GEOCODER_TIMEOUT_MS: "0" }],
    ["WEATHER_URL", { WEATHER_URL: "api.brightsky.dev" }],
  ])("refuses a bad %s and names it", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
