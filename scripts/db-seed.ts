// Migrates and seeds the configured database once (Hamburg places, tags, example courses when enabled).
// Running it again changes nothing. Usage: npm run db:seed
import { seedDatabase } from "#server/db/seed.js";
import { openConfiguredDatabase } from "./support/open-configured-database.js";

const { database, config, root } = await openConfiguredDatabase();
try {
  await database.migrate();
  const counts = await seedDatabase(database.db, { root, examples: config.seedExamples });
  console.log("seeded", counts);
} finally {
  await database.close();
}
