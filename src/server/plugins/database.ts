import type { FastifyInstance } from "fastify";
import type { Database, Db } from "../db/client.js";

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    databaseKind: Database["kind"];
  }
}

/** Decorates the app with the database and closes it with the app (PGlite would keep a stale lock). */
export function registerDatabase(app: FastifyInstance, database: Database): void {
  app.decorate("db", database.db);
  app.decorate("databaseKind", database.kind);
  app.addHook("onClose", async () => {
    await database.close();
  });
}
