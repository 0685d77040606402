// Gives an account a role: parent, provider or admin (spec 01 §6). The only way to make an admin; the
// web app never lets users raise their own role. Opens the same database as the server (embedded PGlite
// in DATA_DIR, or DATABASE_URL); with the embedded database, stop the server first (PGlite holds a lock).
// Usage: npm run user:role -- <email> <parent|provider|admin>
import { USER_ROLES } from "#shared/constants.js";
import { AppError } from "#server/lib/app-error.js";
import { isUserRole, setUserRole } from "#server/modules/profiles/service.js";
import { openConfiguredDatabase } from "./support/open-configured-database.js";

const USAGE = `Usage: npm run user:role -- <email> <${USER_ROLES.join("|")}>`;

const [email, role, ...rest] = process.argv.slice(2);
if (!email || !email.includes("@") || !role || !isUserRole(role) || rest.length > 0) {
  console.error(USAGE);
  process.exit(64); // EX_USAGE
}

const { database } = await openConfiguredDatabase();
try {
  await database.migrate();
  const result = await setUserRole({ db: database.db, email, role });
  console.log(`${result.email}: ${result.previousRole ?? "no profile"} → ${result.role}`);
} catch (error) {
  if (error instanceof AppError && error.code === "NOT_FOUND") {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
