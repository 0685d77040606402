// @vitest-environment node
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { APP_ICONS, renderIcon } from "./pwa.js";

const svg = await readFile(new URL("../../public/favicon.svg", import.meta.url));

describe("app icons", () => {
  it.each(APP_ICONS)("renders $file at its size as a small palette PNG", async (icon) => {
    const png = await renderIcon(svg, icon);
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: "png", width: icon.size, height: icon.size, isPalette: true });
    // The plain 8-bit RGBA rendering was 4.1 kB at 192 px and 15.6 kB at 512 px.
    expect(png.length).toBeLessThan(icon.size * 14);
  });

  it("fills a maskable icon's corners with the theme colour, as the launcher's mask may show them", async () => {
    const icon = APP_ICONS.find((candidate) => candidate.kind === "maskable")!;
    const { data } = await sharp(await renderIcon(svg, icon))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x0f, 0x76, 0x6e]);
  });
});
