// Data access of the live demo: is the database empty, and the demo members' rows (to index them).
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { DEMO_EMAIL_PATTERN } from './population.js';

export async function countAllUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function countDemoUsers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.email} ~ ${DEMO_EMAIL_PATTERN}`);
  return row?.n ?? 0;
}

export function demoUserRows(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`${users.email} ~ ${DEMO_EMAIL_PATTERN}`);
}

export async function demoUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} ~ ${DEMO_EMAIL_PATTERN}`);
  return rows.map((r) => r.id);
}
