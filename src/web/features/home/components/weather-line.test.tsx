import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { WeatherLine } from "./weather-line";

describe("WeatherLine (decision 044)", () => {
  it("names the rain, the temperature and an indoor day, and credits the Deutscher Wetterdienst (de)", async () => {
    await renderWithProviders(<WeatherLine today={{ icon: "rain", temperature: 8, suits: "indoor" }} />, {
      language: "de",
    });
    expect(await screen.findByText("Regen, 8 °C – heute drinnen")).toBeTruthy();
    expect(screen.getByText(/Wetterdaten:/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Deutscher Wetterdienst" }).getAttribute("href")).toBe(
      "https://www.dwd.de",
    );
    expect(screen.getByRole("link", { name: "Bright Sky" }).getAttribute("href")).toBe(
      "https://brightsky.dev",
    );
  });

  it("sends a family outside on a sunny day (en), and names a mild day without advice", async () => {
    const { unmount } = await renderWithProviders(
      <WeatherLine today={{ icon: "clear-day", temperature: 24, suits: "outdoor" }} />,
    );
    expect(await screen.findByText("Sunny, 24 °C – time to get outside")).toBeTruthy();
    expect(screen.getByText(/Weather data:/)).toBeTruthy();
    unmount();
    await renderWithProviders(<WeatherLine today={{ icon: "cloudy", temperature: 15, suits: null }} />);
    expect(await screen.findByText("Cloudy, 15 °C")).toBeTruthy();
  });

  it("shows nothing without the weather", async () => {
    const { container } = await renderWithProviders(<WeatherLine today={null} />);
    expect(container.textContent).toBe("");
  });
});
