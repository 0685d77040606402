import { z } from "zod";

/**
 * `GET /api/auth-providers`: which social sign-ins the server offers, so /auth shows 'Continue with
 * Google' / 'Continue with Apple' only when they work (spec 01 §2 "/auth").
 */
export const ZAuthProviders = z.object({ google: z.boolean(), apple: z.boolean() });
export type TAuthProviders = z.infer<typeof ZAuthProviders>;
