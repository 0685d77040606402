/**
 * /community/create (spec 01 §4 "Post creation", §5, §8): disabled while incomplete, 'Creating...' while
 * submitting, content trimmed, the image uploaded first and an upload failure stopping creation.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "#web/lib/toast";
import { renderWithProviders, type FakeServer } from "#web/test-utils/render-with-providers";
import { CreatePostPage } from "./create-post-page";

// Sonner is not mounted in component tests; the page's toasts are checked as calls.
vi.mock("#web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

/** Where a successful post returns to. */
const routes = [{ path: "/community", element: <p>Feed</p> }];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const signedIn: FakeServer = (url) =>
  url.endsWith("/api/me")
    ? json({
        user: { id: "u1", email: "mia@example.org", name: "" },
        profile: { name: null, display_name: "mia", user_role: "parent" },
      })
    : undefined;

describe("CreatePostPage", () => {
  it("keeps Create Post disabled until a type and non-blank content are given", async () => {
    await renderWithProviders(<CreatePostPage />, {
      path: "/community/create",
      server: signedIn,
      namespaces: ["community"],
    });
    const submit = await screen.findByRole("button", { name: "Create Post" });
    expect(submit).toHaveProperty("disabled", true);
    expect(screen.getByText("Please fill in all required fields.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Your post"), "   ");
    await userEvent.click(screen.getByRole("radio", { name: /Question/ }));
    expect(submit).toHaveProperty("disabled", true);
    await userEvent.type(screen.getByLabelText("Your post"), "Where to swim?");
    expect(submit).toHaveProperty("disabled", false);
  });

  it("shows 'Creating...' while submitting and sends the trimmed content", async () => {
    let release: (response: Response) => void = () => undefined;
    const sent: unknown[] = [];
    const server: FakeServer = (url, init) => {
      if (url === "/api/posts" && init?.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }
      return signedIn(url, init);
    };
    await renderWithProviders(<CreatePostPage />, {
      path: "/community/create",
      server,
      routes,
      namespaces: ["community"],
    });
    await userEvent.click(await screen.findByRole("radio", { name: /Tip/ }));
    await userEvent.type(screen.getByLabelText("Your post"), "  Bring a towel!  ");
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    const busy = await screen.findByRole("button", { name: "Creating..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(sent).toEqual([{ type: "tip", content: "Bring a towel!" }]);
    release(json({ id: "p1" }, 201));
    expect(await screen.findByText("Feed")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Your post has been created!");
  });

  it("stops when the image upload fails: no post is created", async () => {
    const postCalls = vi.fn();
    // The upload goes through XMLHttpRequest; this one fails like a refused file.
    class FailingXhr {
      upload = { addEventListener: () => undefined };
      status = 415;
      statusText = "Unsupported Media Type";
      responseText = JSON.stringify({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Not an image." } });
      withCredentials = false;
      responseType = "";
      private onLoad: () => void = () => undefined;
      open() {}
      addEventListener(type: string, listener: () => void) {
        if (type === "load") this.onLoad = listener;
      }
      send() {
        this.onLoad();
      }
    }
    vi.stubGlobal("XMLHttpRequest", FailingXhr);
    Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => undefined });
    const server: FakeServer = (url, init) => {
      if (url === "/api/posts") postCalls();
      return signedIn(url, init);
    };
    await renderWithProviders(<CreatePostPage />, {
      path: "/community/create",
      server,
      routes,
      namespaces: ["community"],
    });
    await userEvent.click(await screen.findByRole("radio", { name: /Tip/ }));
    await userEvent.type(screen.getByLabelText("Your post"), "With a photo");
    await userEvent.upload(screen.getByLabelText(/Photo/), new File(["x"], "a.jpg", { type: "image/jpeg" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    await vi.waitFor(() =>
      // The server's own text ("Not an image.") is never shown; the page says it in its language.
      expect(toast.error).toHaveBeenCalledWith("Failed to upload image. Please try again.", {
        description:
          "This file is not an image we can use. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.",
      }),
    );
    expect(postCalls).not.toHaveBeenCalled();
    // The form stays, with what was typed, ready for another photo.
    expect(screen.getByLabelText("Your post")).toHaveProperty("value", "With a photo");
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
});
