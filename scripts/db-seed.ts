// Migrates and seeds the configured database once (Hamburg places, their facts, tags).
// Running it again changes nothing. Usage: npm run db:seed
import { seedDatabase } from "#server/db/seed.js";
import { openConfiguredDatabase } from "./support/open-configured-database.js";

const { database, root } = await openConfiguredDatabase();
try {
  await database.migrate();
  const counts = await seedDatabase(database.db, { root });
  console.log("seeded", counts);
} finally {
  await database.close();
}
