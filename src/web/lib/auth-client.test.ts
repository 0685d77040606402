import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthError, signInWithEmail, signUpWithEmail, startSocialSignIn } from "./auth-client";

const respond = (status: number, body: unknown) =>
  vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("auth client", () => {
  it("signs up with an empty name and the site root as the confirmation target (spec 01 §7)", async () => {
    const fetchMock = respond(200, { token: null });
    vi.stubGlobal("fetch", fetchMock);
    await signUpWithEmail({ email: "a@example.org", password: "12345678" });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/sign-up/email");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "a@example.org",
      password: "12345678",
      name: "",
      callbackURL: "/",
    });
  });

  it("turns better-auth's { code, message } into an AuthError with the service's message", async () => {
    vi.stubGlobal(
      "fetch",
      respond(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }),
    );
    const attempt = signInWithEmail({ email: "a@example.org", password: "wrong" });
    await expect(attempt).rejects.toBeInstanceOf(AuthError);
    await expect(attempt).rejects.toMatchObject({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
      status: 401,
    });
  });

  it("understands the server's own error shape too (rate limit)", async () => {
    vi.stubGlobal(
      "fetch",
      respond(429, {
        error: { code: "RATE_LIMITED", message: "Too many requests. Please try again later." },
      }),
    );
    await expect(signInWithEmail({ email: "a@example.org", password: "x" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });

  it("starts social sign-in by POST and sends the browser to the provider", async () => {
    vi.stubGlobal("fetch", respond(200, { url: "https://accounts.example/authorize?x=1", redirect: false }));
    const assign = vi.fn();
    vi.stubGlobal("location", { assign });
    await startSocialSignIn("google");
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      provider: "google",
      callbackURL: "/",
      errorCallbackURL: "/auth?provider=google",
      disableRedirect: true,
    });
    expect(assign).toHaveBeenCalledWith("https://accounts.example/authorize?x=1");
  });
});
