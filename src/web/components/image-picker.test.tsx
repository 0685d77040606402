import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { renderWithProviders } from "../test-utils/render-with-providers";
import { ImagePicker } from "./image-picker";

const MB = 1024 * 1024;

describe("ImagePicker", () => {
  it("shows the preview and the upload progress as a progress bar", async () => {
    // jsdom has no object URLs; the component only needs one for the preview.
    Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const photo = new File(["x"], "garden.jpg", { type: "image/jpeg" });
    await renderWithProviders(
      <ImagePicker
        label="Photo"
        value={photo}
        onChange={() => undefined}
        maxBytes={10 * MB}
        progress={0.42}
      />,
    );
    expect(screen.getByRole("img", { name: "Preview of the chosen photo" }).getAttribute("src")).toBe(
      "blob:preview",
    );
    const bar = screen.getByRole("progressbar", { name: "Uploading photo" });
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(screen.getByText("Uploading… 42 %")).toBeTruthy();
  });

  it("refuses an SVG and a file over the limit before any upload", async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <ImagePicker label="Photo" value={undefined} onChange={onChange} maxBytes={1 * MB} />,
    );
    const input = screen.getByLabelText(/Photo/);
    // applyAccept: false — the browser's picker filter is only a hint; the component must check itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(["<svg/>"], "x.svg", { type: "image/svg+xml" }));
    await user.upload(input, new File([new Uint8Array(1 * MB + 1)], "big.jpg", { type: "image/jpeg" }));
    expect(onChange).not.toHaveBeenCalled();
    await user.upload(input, new File(["ok"], "ok.png", { type: "image/png" }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
