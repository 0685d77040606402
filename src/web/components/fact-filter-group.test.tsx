import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FactFilter } from "#shared/family-facts";
import { FACT_FILTER_CHIPS } from "./fact-filters";
import { renderWithProviders } from "../test-utils/render-with-providers";
import { FactFilterGroup } from "./fact-filter-group";

const group = () => screen.getByRole("region", { name: "Family facts" });

describe("FactFilterGroup", () => {
  it("is a titled group with a toggle button per fact, the pressed ones marked", async () => {
    await renderWithProviders(
      <FactFilterGroup value={["changing_table:male_toilet"]} onChange={() => undefined} />,
    );
    expect(screen.getByRole("heading", { name: "Family facts" })).toBeTruthy();
    const chips = within(group()).getAllByRole("button", { pressed: false });
    expect(chips).toHaveLength(FACT_FILTER_CHIPS.length - 1);
    const pressed = within(group()).getByRole("button", { pressed: true });
    expect(pressed.textContent).toBe("Changing table in the men's room");
    expect(within(group()).getByRole("button", { name: "Changing table in a unisex toilet" })).toBeTruthy();
  });

  it("adds a fact when pressed and removes it when pressed again", async () => {
    const onChange = vi.fn<(next: FactFilter[]) => void>();
    await renderWithProviders(<FactFilterGroup value={["highchair"]} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Changing table in the men's room" }));
    expect(onChange).toHaveBeenLastCalledWith(["highchair", "changing_table:male_toilet"]);
    fireEvent.click(screen.getByRole("button", { name: "High chair" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("shows an active filter without a chip of its own, so it can be switched off", async () => {
    await renderWithProviders(
      <FactFilterGroup value={["changing_table:female_toilet"]} onChange={() => undefined} />,
    );
    const chip = screen.getByRole("button", { name: "Changing table in the women's room" });
    expect(chip.getAttribute("aria-pressed")).toBe("true");
  });

  it("folds the later chips on phones behind a button that says how many", async () => {
    await renderWithProviders(<FactFilterGroup value={["shade"]} onChange={() => undefined} />);
    const more = screen.getByRole("button", { name: `${FACT_FILTER_CHIPS.length - 7} more` });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const folded = (name: string) => screen.getByRole("button", { name }).closest("li")!.className;
    expect(folded("Sandpit")).toContain("max-sm:hidden");
    expect(folded("Shade")).not.toContain("max-sm:hidden"); // pressed: always shown
    expect(folded("High chair")).not.toContain("max-sm:hidden");
    fireEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(more.textContent).toBe("Show fewer");
    expect(folded("Sandpit")).not.toContain("max-sm:hidden");
  });
});
