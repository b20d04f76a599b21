// The signed-in demo people a load benchmark acts as (bench/scale-matrix.ts, bench/queries-per-request.ts),
// prepared in the database before the servers start.
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { GENDERS } from '@affinia/contract';
import { claimToday, matches, openDatabase, users } from '@affinia/server/database';
import { discoverableBy } from '@affinia/server/matching';

/** Photos a bench population's people have: seeded without avatars. */
const DEMO_PHOTOS = 0;
/** Demo people looked at when choosing the viewers (the first ones of the population). */
const VIEWER_POOL = 300;
/** A viewer's settings: all genders, 18–99, no distance limit (the widest deck, the ranking's worst case). */
const OPEN_TO_EVERYONE = { seekingGenders: [...GENDERS], ageMin: 18, ageMax: 99, maxDistanceKm: null };

/** The bench's database (PGlite under DATA_DIR when there is no PostgreSQL); close it before the server starts. */
export function openBenchDatabase(databaseUrl: string | undefined, dataDir: string) {
  return openDatabase({ databaseUrl, pgliteDir: databaseUrl ? null : path.join(dataDir, 'db') });
}

/**
 * `count` viewers made open to everyone, chosen among the first demo people as those with the most
 * people they could swipe (so that a long run does not swipe the same person twice); each viewer's swipe
 * targets (people discover could show them: a swipe on anyone else is refused as unknown); a match
 * between each pair of viewers (chat); and today's daily pick counted as done, so that its run
 * (bench/daily-pick.ts measures it) does not share the CPU with the load measured.
 */
export async function prepareViewers(databaseUrl: string | undefined, dataDir: string, count: number) {
  const database = await openBenchDatabase(databaseUrl, dataDir);
  try {
    await claimToday(database.db);
    const all = (await database.db.select().from(users).where(like(users.email, 'demo+%'))).filter(
      (u) => u.questionnaireCompletedAt,
    );
    // Bench servers ask for no photo (harness.ts: the populations are seeded without avatars).
    const targetsOf = (viewer: (typeof all)[number]) =>
      all.filter((u) => u.id !== viewer.id && discoverableBy(viewer, u, DEMO_PHOTOS)).map((u) => u.id);
    const viewers = all
      .slice(0, VIEWER_POOL)
      .map((u) => ({ ...u, ...OPEN_TO_EVERYONE }))
      .map((row) => ({ row, count: targetsOf(row).length }))
      .sort((a, b) => b.count - a.count)
      .slice(0, count)
      .map((v) => v.row);
    const viewerIds = new Set(viewers.map((v) => v.id));
    await database.db
      .update(users)
      .set(OPEN_TO_EVERYONE)
      .where(inArray(users.id, [...viewerIds]));
    const targets = viewers.map((viewer) => targetsOf(viewer).filter((id) => !viewerIds.has(id)));
    const pairs = [];
    for (let i = 0; i + 1 < viewers.length; i += 2) {
      const [a, b] = [viewers[i]!.id, viewers[i + 1]!.id].sort();
      pairs.push({ userA: a!, userB: b!, affinityScore: 80, breakdown: { values: 0.8 } });
    }
    const inserted = await database.db.insert(matches).values(pairs).returning({ id: matches.id });
    console.log(
      `  swipe targets per viewer: ${Math.min(...targets.map((t) => t.length))}–${Math.max(...targets.map((t) => t.length))}`,
    );
    return {
      ids: viewers.map((v) => v.id),
      emails: viewers.map((v) => v.email),
      targets,
      matchIds: inserted.map((m) => m.id),
    };
  } finally {
    await database.close();
  }
}
