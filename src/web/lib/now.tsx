/**
 * The time pages show things relative to ("bestätigt vor 3 Minuten", today's opening hours, the year),
 * to the minute. A server-rendered page may be hydrated minutes after it was rendered (the page cache
 * keeps it up to 5½ minutes), so hydration must read the instant the server rendered with, or the text
 * differs and React throws the page away and renders it anew. React's `useSyncExternalStore` is made for
 * this: while hydrating it reads the server snapshot (the page's `renderedAt`, inlined with its data by
 * entry-server.tsx), then moves on to the browser's clock; https://react.dev/reference/react/useSyncExternalStore#adding-support-for-server-rendering
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import { hamburgToday } from "#shared/berlin-time";

const MINUTE_MS = 60_000;

/** An instant (ms since 1970) rounded down to its minute: what pages show is never finer than that. */
export const toMinute = (instant: number): number => instant - (instant % MINUTE_MS);

const RenderedAt = createContext<number | undefined>(undefined);

/**
 * Provides the instant a page was rendered at: on the server the time of rendering, in the browser the
 * one the server rendered the page being hydrated with (none for a page rendered in the browser).
 */
export function RenderedAtProvider({ renderedAt, children }: { renderedAt?: number; children: ReactNode }) {
  return <RenderedAt value={renderedAt}>{children}</RenderedAt>;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** Ticks every listener each minute while any is there (a page left open all day moves on). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const readClock = () => toMinute(Date.now());

/**
 * What `read` makes of the current minute; while a server-rendered page hydrates and on the server, of
 * the minute it was rendered in (the clock's, for a page stored without it). The component renders again
 * only when what `read` returns changes (compared with Object.is): a reader of the day once a day.
 */
function useClock<T>(read: (minute: number) => T): T {
  const renderedAt = useContext(RenderedAt);
  return useSyncExternalStore(
    subscribe,
    () => read(readClock()),
    () => read(renderedAt ?? readClock()),
  );
}

/** The current minute (ms since 1970, rounded down to the minute), as `useClock` reads it. */
export const useNow = (): number => useClock((minute) => minute);

/** Today in Hamburg as "YYYY-MM-DD", as `useClock` reads it: the component renders again at midnight. */
export const useHamburgToday = (): string => useClock((minute) => hamburgToday(new Date(minute)));
