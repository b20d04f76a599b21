// The first-run demo where members are (decision 044): on a fresh instance with its 300 first-run demo
// people, for new members far from them, the questionnaire save's own latency (it does not wait for the
// top-up) and the time from its answer until discover has served the member their 30th card (each card
// passed on, page after page, as a member swiping would). The real server runs in its own process.
// Usage: npx tsx bench/demo-top-up.ts [--runs 3]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { baseInput } from '@affinia/matching/test-profiles';
import { startServer, stopAll } from './harness.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const DECK = 30;
const MEMBERS = [
  { location: 'Pontarlier, France', gender: 'homme', seeking: ['femme'] },
  { location: 'Graz, Österreich', gender: 'femme', seeking: ['homme'] },
  { location: 'Saskatoon, Canada', gender: 'femme', seeking: ['homme', 'femme'] },
  { location: 'Cuenca, España', gender: 'homme', seeking: ['homme'] },
];

const questionnaire = {
  interests: ['music', 'travel', 'cooking'],
  personality_traits: {
    extraversion: 70,
    aventure: 80,
    emotion: 40,
    planification: 30,
    social: 60,
    compatibility_answers: baseInput().answers,
  },
  bio: 'J’aime les randonnées et les marchés du dimanche.',
  age_min: 25,
  age_max: 45,
};

async function call(url: string, method: string, token: string | null, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}

/** Questionnaire latency, then ms from its answer until the DECK-th card is served. */
async function oneMember(base: string, member: (typeof MEMBERS)[number], n: number) {
  const { token } = await call(`${base}/api/auth/register`, 'POST', null, {
    email: `bench-top-up-${n}-${Date.now()}@example.com`,
    password: 'Une phrase de passe solide 42',
    name: `Bench ${n}`,
    age: 35,
    gender: member.gender,
    location: member.location,
    accepted_terms: true,
  });
  const saveStarted = performance.now();
  await call(`${base}/api/profile/me`, 'PUT', token, { ...questionnaire, seeking_genders: member.seeking });
  const saved = performance.now();
  let served = 0;
  while (served < DECK) {
    const page = (await call(`${base}/api/discover`, 'GET', token)) as { user: { id: string } }[];
    // Nothing yet: the top-up is being written; ask again at once (a member would pull to refresh).
    for (const item of page) {
      served += 1;
      await call(`${base}/api/swipe`, 'POST', token, { swiped_id: item.user.id, action: 'dislike' });
      if (served === DECK) break;
    }
  }
  return { saveMs: saved - saveStarted, deckMs: performance.now() - saved };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const saves: number[] = [];
const decks: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-bench-top-up-'));
    const server = await startServer({
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_USERS: '300',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
    });
    try {
      // The first-run population is complete once its marker is written.
      const marker = path.join(dataDir, 'demo-population.json');
      while (!existsSync(marker)) await new Promise((r) => setTimeout(r, 50));
      for (const [i, member] of MEMBERS.entries()) {
        const { saveMs, deckMs } = await oneMember(server.url, member, run * MEMBERS.length + i);
        saves.push(saveMs);
        decks.push(deckMs);
        console.log(
          `run ${run + 1}  ${member.location.padEnd(20)}  questionnaire ${saveMs.toFixed(0).padStart(4)} ms   ${DECK}th card ${deckMs.toFixed(0).padStart(5)} ms`,
        );
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `median over ${decks.length}: questionnaire ${median(saves).toFixed(0)} ms, ${DECK}th card ${median(decks).toFixed(0)} ms ` +
      `(max ${Math.max(...decks).toFixed(0)} ms); load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await stopAll();
}
