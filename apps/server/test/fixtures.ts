// Test fixtures built through the real API where one exists, and straight in the database for
// state another feature's API would create (a match).
import { errorDetail, errorParams } from '@affinia/contract';
import { matches, messages } from '../src/db/schema.js';
import { grantAdmin } from '../src/modules/admin/admin-cli.js';
import { DEFAULT_ANSWERS } from './pair-people.js';
import { apiClient, newUser, type TestServer } from './test-server.js';

/** `name`: the full name given at sign-up; `displayName`: what other members see of it (decision 040). */
export type TestUser = {
  id: string;
  token: string;
  email: string;
  password: string;
  name: string;
  displayName: string;
};

export async function registerUser(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const body = newUser(overrides);
  const res = await apiClient(server.url).post('/api/auth/register', { json: body });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.data)}`);
  return {
    id: res.data.user.id,
    token: res.data.token,
    email: body.email,
    password: body.password,
    name: body.name,
    displayName: res.data.user.display_name,
  };
}

/**
 * A member who has also completed the questionnaire: registered with `account` (newUser's fields), then
 * saved with questionnaireBody() and `profile` on top. Unless `profile` says otherwise, they look only
 * at the other gender and at their own age, so a test's cohort is the ages it alone uses.
 */
export async function completedMember(
  server: TestServer,
  account: Record<string, unknown> = {},
  profile: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await registerUser(server, account);
  const gender = (account.gender as string | undefined) ?? 'femme';
  const age = (account.age as number | undefined) ?? 29;
  const saved = await apiClient(server.url).put('/api/profile/me', {
    token: user.token,
    json: {
      ...questionnaireBody(),
      seeking_genders: [gender === 'homme' ? 'femme' : 'homme'],
      age_min: age,
      age_max: age,
      ...profile,
    },
  });
  if (saved.status !== 200) throw new Error(`questionnaire refused: ${saved.status} ${JSON.stringify(saved.data)}`);
  return user;
}

/** A member promoted to admin with the same function as `npm run admin`. */
export async function registerAdmin(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await registerUser(server, overrides);
  await grantAdmin(server.app.database, { email: user.email });
  return user;
}

/** A match between two users, as a mutual like would have created it. */
export async function createMatch(
  server: TestServer,
  a: Partial<TestUser> & Pick<TestUser, 'id'>,
  b: Partial<TestUser> & Pick<TestUser, 'id'>,
  affinityScore = 82,
): Promise<string> {
  const [userA, userB] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  const [row] = await server.app.database.db
    .insert(matches)
    .values({ userA, userB, affinityScore, breakdown: { values: 0.9 } })
    .returning({ id: matches.id });
  return row!.id;
}

/**
 * A match in which both have written once (straight in the database, as `createMatch`): what a rating
 * needs (decision 049). `a` writes first.
 */
export async function createConversation(
  server: TestServer,
  a: Partial<TestUser> & Pick<TestUser, 'id'>,
  b: Partial<TestUser> & Pick<TestUser, 'id'>,
  affinityScore = 82,
): Promise<string> {
  const matchId = await createMatch(server, a, b, affinityScore);
  const { db } = server.app.database;
  await db.insert(messages).values({ matchId, senderId: a.id, content: 'Bonjour !' });
  await db.insert(messages).values({ matchId, senderId: b.id, content: 'Bonjour, ravi de te lire.' });
  return matchId;
}

/** Reads a server-sent events stream with an Authorization header, as the web app does. */
export function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const events: any[] = [];
  const waiters: Array<() => void> = [];
  const ready = fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal }).then(
    async (res) => {
      if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += decoder.decode(value, { stream: true });
            let cut;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              const data = frame
                .split('\n')
                .filter((l) => l.startsWith('data: '))
                .map((l) => l.slice(6))
                .join('\n');
              if (data) {
                events.push(JSON.parse(data));
                waiters.splice(0).forEach((w) => w());
              }
            }
          }
        } catch {
          // aborted
        }
      })();
      return res;
    },
  );
  return {
    ready,
    events,
    /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${events.length} of ${count} events arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return events;
    },
    close: () => controller.abort(),
  };
}

/** A complete, valid questionnaire (PUT /api/profile/me body); `patch` changes what a test is about. */
export const questionnaireBody = (
  patch: {
    interests?: string[];
    answers?: Record<string, string>;
    traits?: Partial<Record<'extraversion' | 'aventure' | 'emotion' | 'planification' | 'social', number>>;
    bio?: string;
    type_preference?: string;
    beauty_score?: number;
  } = {},
) => ({
  interests: patch.interests ?? ['music', 'travel', 'cooking'],
  personality_traits: {
    extraversion: 70,
    aventure: 80,
    emotion: 40,
    planification: 30,
    social: 60,
    ...patch.traits,
    compatibility_answers: { ...DEFAULT_ANSWERS, ...patch.answers },
  },
  bio: patch.bio ?? 'J’aime les randonnées et les marchés du dimanche.',
  type_preference: patch.type_preference ?? '',
  ...(patch.beauty_score === undefined ? {} : { beauty_score: patch.beauty_score }),
});

/** The `needs_payment` answer's message, code and figures on an instance with `limit` free places. */
export function freeTierFull(limit: number) {
  const params = errorParams('freeTierFull', { limit });
  return { message: errorDetail('freeTierFull', params), code: 'freeTierFull', params };
}
