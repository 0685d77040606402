/**
 * The search box keeps what a visitor typed before the page hydrated (decision 034): the server sends
 * the field, the visitor types while the code loads, and hydrating must neither wipe the text nor
 * ignore it.
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../lib/i18n";
import { SEARCH_DEBOUNCE_MS, SearchField } from "./search-field";

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n("en");
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("SearchField on a server-rendered page", () => {
  it("searches for text typed before the page hydrated", async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const field = (
      <SearchField value="" onChange={onChange} label="Search places" placeholder="Playground, café …" />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(field);
    document.body.append(container);
    const input = container.querySelector("input")!;
    // Typed while the page's code was still loading: no listener saw it.
    input.value = "Krabbel";

    await act(async () => {
      hydrateRoot(container, field);
    });
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });

    expect(input.value).toBe("Krabbel");
    expect(onChange).toHaveBeenCalledWith("Krabbel");
    // The clear button the typed text brings answers too.
    expect(container.querySelector("button")).not.toBeNull();
  });
});
