/**
 * The embedded defaults of mail and auth (DESIGN.md "Shape"): without SMTP_URL the confirmation mail is
 * an .eml file in `${DATA_DIR}/mail/`; without BETTER_AUTH_SECRET a secret is generated once into
 * `${DATA_DIR}/auth-secret`.
 */
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findConfirmationLink } from "#tests/support/mail.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { dataPath } from "../lib/data-dir.js";
import { resolveAuthSecret } from "./auth.js";
import { createMailer } from "./mail.js";

let t: TestApp;
beforeAll(async () => {
  // An empty value counts as unset (config.ts), which selects the generated secret.
  t = await createTestApp({ seed: false, env: { BETTER_AUTH_SECRET: "" } });
});
afterAll(async () => {
  await t?.close();
  if (t) rmSync(dataPath(t.config), { recursive: true, force: true });
});

describe("embedded mail", () => {
  it("writes the confirmation mail as <timestamp>-<to>.eml with a working link", async () => {
    expect(t.app.mailer.kind).toBe("file");
    const email = "jonas@example.org";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.config.publicUrl },
      payload: { email, password: "alster-rundweg", name: "Jonas", callbackURL: "/" },
    });
    expect(response.statusCode).toBe(200);
    const mailDir = dataPath(t.config, "mail");
    const files = readdirSync(mailDir).filter((name) => name.endsWith(`-${email}.eml`));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-jonas@example\.org\.eml$/);
    // The file holds a sign-in link: only the server's user may read it.
    expect(statSync(path.join(mailDir, files[0] ?? "")).mode & 0o777).toBe(0o600);
    const raw = readFileSync(path.join(mailDir, files[0] ?? ""), "utf8");
    expect(raw).toMatch(/^To: jonas@example\.org$/m);
    expect(raw).toContain("text/html");
    const link = findConfirmationLink(raw);
    const confirmed = await t.app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(confirmed.statusCode).toBe(302);
    expect(String(confirmed.headers["set-cookie"])).toContain("luett.session_token=");
  });

  it("logs one info line naming the file, never the link in the mail (it signs in)", async () => {
    const lines: string[] = [];
    const log = {
      info: (_details: unknown, message: string) => lines.push(message),
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Lütt <hallo@luett.example>",
      mailDir: dataPath(t.config, "mail-log"),
      log,
    });
    const link = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F";
    await mailer.sendMail({
      to: "log@example.org",
      subject: "Hallo",
      text: link,
      html: `<a href="${link}">Link</a>`,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mail to log@example\.org written to .+-log@example\.org\.eml$/);
    expect(lines[0]).not.toContain("token");
  });

  it("never overwrites a mail sent in the same millisecond", async () => {
    const send = () =>
      t.app.mailer.sendMail({
        to: "twice@example.org",
        subject: "Hallo",
        text: "Hallo",
        html: "<p>Hallo</p>",
      });
    await Promise.all([send(), send(), send()]);
    const files = readdirSync(dataPath(t.config, "mail")).filter((name) =>
      name.includes("twice@example.org"),
    );
    expect(files).toHaveLength(3);
  });
});

describe("embedded auth secret", () => {
  it("is generated once into DATA_DIR/auth-secret, readable only by the owner, and reused", () => {
    const file = dataPath(t.config, "auth-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(t.config, t.app.log)).toBe(secret);
  });

  it("prefers BETTER_AUTH_SECRET when it is set", () => {
    const configured = "configured-secret-configured-secret-123";
    expect(resolveAuthSecret({ ...t.config, authSecret: configured }, t.app.log)).toBe(configured);
  });
});
