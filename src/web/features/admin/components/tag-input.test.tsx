/**
 * The tag input's keyboard rules (spec 02 §5 "Tag input in place and course forms"): Enter, Tab or comma
 * adds; duplicates are refused; Backspace on an empty field removes the last tag; arrow keys move
 * through suggestions of active tags matching by substring; Escape closes them.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TTag } from "#shared/schemas/tags";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { Dialog, DialogContent, DialogTitle } from "#web/components/ui/dialog";
import { TagInput } from "./tag-input";

const tag = (name_de: string, name_en: string | null, display_order: number): TTag => ({
  id: `00000000-0000-4000-8000-00000000000${display_order}`,
  name_de,
  name_en,
  applies_to: ["places"],
  display_type: "badge",
  display_order,
});

const activePlaceTags = [tag("Wickeltisch", "Changing table", 1), tag("Spielecke", "Play area", 2)];

let requested: string[] = [];

function Harness() {
  const [value, setValue] = useState<string[]>(["Drinnen"]);
  return (
    <>
      <TagInput id="tags" category="places" value={value} onChange={setValue} />
      <button type="button">after</button>
      <p data-testid="value">{value.join("|")}</p>
    </>
  );
}

const render = () => {
  requested = [];
  return renderWithProviders(<Harness />, {
    namespaces: ["admin-catalogue"],
    server: (url) => {
      if (!url.includes("/api/tags")) return undefined;
      requested.push(url);
      return new Response(JSON.stringify({ items: activePlaceTags }), {
        headers: { "content-type": "application/json" },
      });
    },
  });
};

const value = () => screen.getByTestId("value").textContent;

describe("TagInput", () => {
  it("adds with Enter, comma and Tab, refuses duplicates and removes the last tag with Backspace", async () => {
    const user = userEvent.setup();
    await render();
    const input = screen.getByRole("combobox", { name: /^Tags/ });
    await user.type(input, "Schatten{Enter}");
    expect(value()).toBe("Drinnen|Schatten");
    await user.type(input, "Rampe,");
    expect(value()).toBe("Drinnen|Schatten|Rampe");
    await user.type(input, "Sandkiste");
    await user.tab();
    expect(value()).toBe("Drinnen|Schatten|Rampe|Sandkiste");
    expect(document.activeElement).toBe(input);
    await user.type(input, "schatten{Enter}");
    expect(value()).toBe("Drinnen|Schatten|Rampe|Sandkiste");
    expect(screen.getByRole("status").textContent).toBe('"schatten" is already added.');
    await user.clear(input);
    await user.type(input, "{Backspace}");
    expect(value()).toBe("Drinnen|Schatten|Rampe");
    // Tab with nothing typed leaves the field as usual.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "after" }));
  });

  it("suggests active tags of the category by substring; arrows choose, Escape closes", async () => {
    const user = userEvent.setup();
    await render();
    const input = screen.getByRole("combobox", { name: /^Tags/ });
    await user.type(input, "ecke");
    await waitFor(() => expect(screen.getByRole("listbox").hidden).toBe(false));
    expect(requested).toEqual([expect.stringContaining("applies_to=places")]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Play area"]);
    await user.clear(input);
    await user.type(input, "a");
    expect(screen.getAllByRole("option")).toHaveLength(2);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
    await user.keyboard("{Enter}");
    expect(value()).toBe("Drinnen|Spielecke");
    await user.type(input, "w");
    expect(screen.getByRole("listbox").hidden).toBe(false);
    await user.keyboard("{Escape}");
    expect(screen.getByRole("listbox", { hidden: true }).hidden).toBe(true);
  });
});

describe("TagInput in a dialog", () => {
  let isOpen = true;
  const setIsOpen = (open: boolean) => {
    isOpen = open;
  };
  function DialogHarness() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <Dialog open onOpenChange={() => setIsOpen(false)}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Edit place</DialogTitle>
          <TagInput id="tags" category="places" value={value} onChange={setValue} />
        </DialogContent>
      </Dialog>
    );
  }

  it("closes only the suggestions on Escape; a second Escape closes the dialog", async () => {
    isOpen = true;
    const user = userEvent.setup();
    requested = [];
    await renderWithProviders(<DialogHarness />, {
      namespaces: ["admin-catalogue"],
      server: (url) =>
        url.includes("/api/tags")
          ? new Response(JSON.stringify({ items: activePlaceTags }), {
              headers: { "content-type": "application/json" },
            })
          : undefined,
    });
    const input = screen.getByRole("combobox", { name: /^Tags/ });
    await user.type(input, "a");
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    await user.keyboard("{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(isOpen).toBe(true);
    expect((input as HTMLInputElement).value).toBe("a");
    await user.keyboard("{Escape}");
    expect(isOpen).toBe(false);
  });
});
