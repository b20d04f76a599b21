// Statements run on the test PostgreSQL server as its administrator (TEST_DATABASE_URL): creating and
// dropping the throw-away databases of a run (test-server.ts) and its migrated template (migrate-once.ts).

export function adminUrl(): string {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB_MODE=postgres needs TEST_DATABASE_URL');
  return admin;
}

/** One statement on its own connection (CREATE and DROP DATABASE cannot run inside a transaction). */
export async function adminQuery(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server, as the same user. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
