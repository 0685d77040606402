import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText, NATIVE_SHARE_TITLE, shareOrCopy } from "./share";

const link = { title: NATIVE_SHARE_TITLE, url: "https://luett.example/" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stubNavigator = (extra: Partial<Navigator>) => vi.stubGlobal("navigator", { ...navigator, ...extra });

describe("shareOrCopy (spec 01 §2 /share, §8)", () => {
  it("uses the share sheet with the product's share title when there is one", async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator({ share });
    expect(NATIVE_SHARE_TITLE).toBe("Lütt Parenting Hub");
    await expect(shareOrCopy(link)).resolves.toBe("shared");
    expect(share).toHaveBeenCalledWith(link);
  });

  it("only logs a cancelled share sheet, and copies nothing", async () => {
    const writeText = vi.fn(async () => undefined);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    stubNavigator({
      share: vi.fn(async () => {
        throw new DOMException("Share canceled", "AbortError");
      }),
      clipboard: { writeText } as unknown as Clipboard,
    });
    await expect(shareOrCopy(link)).resolves.toBe("cancelled");
    expect(info).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link where there is no share sheet", async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    await expect(shareOrCopy(link)).resolves.toBe("copied");
    expect(writeText).toHaveBeenCalledWith("https://luett.example/");
  });

  it("reports a failed copy so the page can say 'Copy failed'", async () => {
    stubNavigator({
      share: undefined,
      clipboard: {
        writeText: async () => {
          throw new DOMException("Denied", "NotAllowedError");
        },
      } as unknown as Clipboard,
    });
    document.execCommand = () => false;
    await expect(copyText("x")).resolves.toBe(false);
    await expect(shareOrCopy(link)).resolves.toBe("failed");
  });
});
