import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { AddressSearch } from "./address-search";

const predictions = [
  {
    place_id: "address:1",
    description: "Osterstraße 12, 20259 Hamburg",
    structured_formatting: { main_text: "Osterstraße 12", secondary_text: "20259 Hamburg · Eimsbüttel" },
  },
  {
    place_id: "stadtteil:0301",
    description: "Eimsbüttel, Eimsbüttel, Hamburg",
    structured_formatting: { main_text: "Eimsbüttel", secondary_text: "Eimsbüttel, Hamburg" },
  },
];

const details: TPlaceDetails = {
  place_id: "address:1",
  name: "Osterstraße 12",
  formatted_address: "Osterstraße 12, 20259 Hamburg",
  geometry: { location: { lat: 53.5781, lng: 9.9533 } },
  stadtteil: "Eimsbüttel",
  bezirk: "Eimsbüttel",
};

type Call = { url: string; body: { input: string; sessionToken: string } };

let calls: Call[];
let geocoderStatus: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubGeocoder() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith("/api/me")) return json(null);
      calls.push({ url, body: JSON.parse(String(init?.body)) as Call["body"] });
      if (geocoderStatus !== 200) {
        return json(
          { error: { code: "UNAVAILABLE", message: "Address search is unavailable" } },
          geocoderStatus,
        );
      }
      return url.endsWith("/geo/details") ? json({ result: details }) : json({ predictions });
    }),
  );
}

let lastPlace: TPlaceDetails | null = null;

function Harness() {
  const [value, setValue] = useState("");
  const [place, setPlace] = useState<TPlaceDetails | null>(null);
  return (
    <AddressSearch
      id="address"
      label="Address"
      value={value}
      onChange={setValue}
      place={place}
      onPlaceChange={(next) => {
        lastPlace = next;
        setPlace(next);
      }}
    />
  );
}

const render = async () => {
  await renderWithProviders(<Harness />);
  stubGeocoder();
  return screen.getByRole("combobox", { name: "Address" });
};

/** Types into the field and lets the 300 ms debounce run out. */
const type = async (input: HTMLElement, text: string, wait = 300) => {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(wait);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = [];
  geocoderStatus = 200;
  lastPlace = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AddressSearch", () => {
  it("makes no request for one character", async () => {
    const input = await render();
    fireEvent.focus(input);
    await type(input, "O", 1000);
    expect(calls).toEqual([]);
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("waits 300 ms after the last keystroke, then asks once with the widget's session token", async () => {
    const input = await render();
    fireEvent.focus(input);
    await type(input, "Os", 100);
    await type(input, "Ost", 100);
    // The fake clock also follows real time (shouldAdvanceTime), so leave a margin below 300 ms.
    await type(input, "Oste", 250);
    expect(calls).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe("/api/geo/autocomplete");
    expect(calls[0]!.body.input).toBe("Oste");
    expect(calls[0]!.body.sessionToken).toMatch(/^[0-9a-f-]{32,36}$/);
    await type(input, "Oster");
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body.sessionToken).toBe(calls[0]!.body.sessionToken);
  });

  it("is a keyboard-usable combobox: arrows move, Enter picks and loads the coordinates", async () => {
    const input = await render();
    fireEvent.focus(input);
    await type(input, "Oster");
    const listbox = await screen.findByRole("listbox", { name: "Address suggestions" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(screen.getAllByRole("option")).toHaveLength(2);

    fireEvent.keyDown(input, { key: "ArrowDown" });
    const first = screen.getAllByRole("option")[0]!;
    expect(input.getAttribute("aria-activedescendant")).toBe(first.id);
    expect(first.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });

    await waitFor(() => expect(lastPlace).toEqual(details));
    expect((input as HTMLInputElement).value).toBe("Osterstraße 12, 20259 Hamburg");
    expect(calls.at(-1)!.body).toMatchObject({ input: "address:1" });
    expect(screen.getByText("Location found: Eimsbüttel")).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape, and 200 ms after the field loses focus", async () => {
    const input = await render();
    fireEvent.focus(input);
    await type(input, "Oster");
    await screen.findByRole("listbox");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");

    await type(input, "Osters");
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    fireEvent.blur(input);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("forgets the picked coordinates once the text is edited", async () => {
    const input = await render();
    fireEvent.focus(input);
    await type(input, "Oster");
    fireEvent.click((await screen.findAllByRole("option"))[0]!);
    await waitFor(() => expect(lastPlace).not.toBeNull());
    await type(input, "Osterstraße 14, 20259 Hamburg");
    expect(lastPlace).toBeNull();
  });

  it("stays a plain text field when the geocoder is down", async () => {
    geocoderStatus = 503;
    const input = await render();
    fireEvent.focus(input);
    await type(input, "Osterstraße 12");
    expect(
      await screen.findByText("Address search is not available right now – just type the address."),
    ).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect((input as HTMLInputElement).value).toBe("Osterstraße 12");
    expect(lastPlace).toBeNull();
  });
});
