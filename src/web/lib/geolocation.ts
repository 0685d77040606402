/**
 * The device position for "near me" (spec 01 §2 Home 'Entdecke Orte in deiner Nähe', §4 "Geolocation:
 * idle, loading, then location set or error", §7 "Browser geolocation: high accuracy, 10 s time-out,
 * cached position accepted up to 5 minutes old", §8). One store for the whole app, so the home card and
 * /places share a position once it is known. A failure is only a state: it never blocks a page.
 */
import { useEffect, useSyncExternalStore } from "react";

export type Position = { lat: number; lng: number };

export type GeolocationState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; position: Position }
  /** "unsupported": no Geolocation API; "denied": refused, unavailable or timed out (spec 01 §8). */
  | { status: "error"; reason: "unsupported" | "denied" };

/** Spec 01 §9 "Geolocation: time-out 10000 ms; cached up to 300000 ms". */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

const IDLE: GeolocationState = { status: "idle" };
let state: GeolocationState = IDLE;
const listeners = new Set<() => void>();

const set = (next: GeolocationState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Asks the browser for the position (it shows its permission prompt the first time). */
export function requestLocation(): void {
  if (state.status === "loading") return;
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    set({ status: "error", reason: "unsupported" });
    return;
  }
  set({ status: "loading" });
  navigator.geolocation.getCurrentPosition(
    (position) =>
      set({ status: "ready", position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
    () => set({ status: "error", reason: "denied" }),
    GEOLOCATION_OPTIONS,
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current geolocation state; idle on the server and before anything was asked. */
export function useGeolocation(): GeolocationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}

/**
 * Requests the position on mount when the visitor has already granted the permission (spec 01 §2 Home:
 * "If the browser permission for location is already granted, location is requested automatically").
 * Browsers without the Permissions API simply wait for the button.
 */
export function useLocateIfPermitted(): void {
  useEffect(() => {
    if (state.status !== "idle" || typeof navigator === "undefined" || !navigator.permissions?.query) return;
    let isCurrent = true;
    navigator.permissions
      .query({ name: "geolocation" })
      .then((permission) => {
        if (isCurrent && permission.state === "granted") requestLocation();
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
}

/** Rounds a coordinate to 3 decimals (~100 m): enough for "near me", kinder to privacy in shared URLs. */
export const roundCoordinate = (value: number): number => Math.round(value * 1000) / 1000;
