import { defineConfig } from "drizzle-kit";

/** drizzle-kit only generates SQL here; migrations are applied in code (src/server/db/migrate.ts). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
