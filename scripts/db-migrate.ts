// Applies pending database migrations to the configured database (embedded PGlite or DATABASE_URL).
// Usage: npm run db:migrate
import { openConfiguredDatabase } from "./support/open-configured-database.js";

const { database } = await openConfiguredDatabase();
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
