// Data access of the live demo: is the database empty, the demo members' rows (to index them), and the
// demo candidates a member already has (top-ups).
import { and, between, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { notSwipedBy } from '../matching/swipes-sql.js';

export async function countAllUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Demo people who pass a member's gender and age filters both ways and whom the member has not swiped:
 * the candidates a top-up counts (distance is checked by the caller, with the engine's own rule).
 */
export function demoCandidatesFor(db: Db, member: UserRow): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.simulated, true),
        inArray(users.gender, member.seekingGenders as UserRow['gender'][]),
        between(users.age, member.ageMin, member.ageMax),
        sql`${member.gender} = ANY(${users.seekingGenders})`,
        lte(users.ageMin, member.age),
        gte(users.ageMax, member.age),
        notSwipedBy(db, member.id, users.id),
      ),
    );
}

/** The demo people's shared password hash (one argon2 run saved per top-up); null without any. */
export async function demoPasswordHash(db: Db): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.simulated, true)).limit(1);
  return row?.hash ?? null;
}
