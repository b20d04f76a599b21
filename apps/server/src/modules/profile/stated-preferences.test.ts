// Stated preferences (issue 34 item 1), over real HTTP: on each compatibility question the answers a
// member accepts from a partner and how much it matters, and a relationship intention, set with the
// questionnaire (`PUT /api/profile/me`) or the settings (`PATCH /api/profile/settings`), both optional so
// every spec payload stays valid. They are in the profile the member reads and in the export; left out,
// what is stored stays; `{}` and null clear. Anything malformed is refused with a clear error and
// changes nothing. A change writes the member's event, so every process's discover index follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { completedMember, questionnaireBody, registerUser } from '../../../test/fixtures.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { unzip } from '../../../test/zip.js';
import { cursorNow, eventsAfter } from '../events/feed.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const PREFERENCES = {
  future: { accepted: ['family', 'stability'], importance: 'mandatory' },
  values: { accepted: ['honesty'], importance: 'very' },
};

const settingsOf = async (token: string) =>
  (await api.get('/api/profile/me', { token })).data.settings as {
    compatibility_preferences: unknown;
    relationship_goal: unknown;
  };

describe('stated preferences on the profile', () => {
  it('are saved with the questionnaire, read back, exported, and kept when a later save leaves them out', async () => {
    const me = await registerUser(server);
    const saved = await api.put('/api/profile/me', {
      token: me.token,
      json: { ...questionnaireBody(), compatibility_preferences: PREFERENCES, relationship_goal: 'serious' },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.settings).toMatchObject({ compatibility_preferences: PREFERENCES, relationship_goal: 'serious' });
    expect(await settingsOf(me.token)).toMatchObject({
      compatibility_preferences: PREFERENCES,
      relationship_goal: 'serious',
    });

    // The spec's own payload (no preference fields) changes neither.
    expect((await api.put('/api/profile/me', { token: me.token, json: questionnaireBody() })).status).toBe(200);
    expect(await settingsOf(me.token)).toMatchObject({
      compatibility_preferences: PREFERENCES,
      relationship_goal: 'serious',
    });

    const res = await fetch(`${server.url}/api/profile/export`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(res.status).toBe(200);
    const data = JSON.parse(
      unzip(Buffer.from(await res.arrayBuffer()))
        .get('data.json')!
        .toString('utf8'),
    );
    expect(data.profile).toMatchObject({ compatibility_preferences: PREFERENCES, relationship_goal: 'serious' });
  });

  it('are changed and cleared from the settings: {} and null clear, a field left out stays', async () => {
    const me = await completedMember(server);
    expect(await settingsOf(me.token)).toEqual(
      expect.objectContaining({ compatibility_preferences: {}, relationship_goal: null }),
    );
    const patch = (json: unknown) => api.call('PATCH', '/api/profile/settings', { token: me.token, json });
    expect((await patch({ compatibility_preferences: PREFERENCES, relationship_goal: 'casual' })).status).toBe(200);
    expect((await patch({ relationship_goal: 'unsure' })).status).toBe(200);
    expect(await settingsOf(me.token)).toMatchObject({
      compatibility_preferences: PREFERENCES,
      relationship_goal: 'unsure',
    });
    expect((await patch({ compatibility_preferences: {} })).status).toBe(200);
    expect((await patch({ relationship_goal: null })).status).toBe(200);
    expect(await settingsOf(me.token)).toMatchObject({ compatibility_preferences: {}, relationship_goal: null });
  });

  it('refuses anything malformed with a clear error, and changes nothing', async () => {
    const me = await completedMember(server);
    expect(
      (
        await api.call('PATCH', '/api/profile/settings', {
          token: me.token,
          json: { compatibility_preferences: PREFERENCES, relationship_goal: 'serious' },
        })
      ).status,
    ).toBe(200);
    const wrong: [unknown, string][] = [
      [
        { compatibility_preferences: { children: { accepted: ['yes'], importance: 'very' } } },
        MSG.unknownField('children'),
      ],
      [
        { compatibility_preferences: { future: { accepted: ['kids'], importance: 'very' } } },
        MSG.invalidAnswer('future'),
      ],
      [
        { compatibility_preferences: { future: { accepted: [], importance: 'very' } } },
        MSG.acceptedAnswersEmpty('future'),
      ],
      [{ compatibility_preferences: { future: { importance: 'very' } } }, MSG.acceptedAnswersEmpty('future')],
      [
        { compatibility_preferences: { future: { accepted: ['family', 'family'], importance: 'very' } } },
        MSG.invalidAnswer('future'),
      ],
      [
        { compatibility_preferences: { values: { accepted: ['honesty'], importance: 'essential' } } },
        MSG.invalidImportance('values'),
      ],
      [{ compatibility_preferences: { values: { accepted: ['honesty'] } } }, MSG.invalidImportance('values')],
      [
        { compatibility_preferences: { values: { accepted: ['honesty'], importance: 'very', note: 'x' } } },
        MSG.unknownField('note'),
      ],
      [{ compatibility_preferences: ['future'] }, MSG.invalidField('compatibility_preferences')],
      [{ compatibility_preferences: { future: 'family' } }, MSG.invalidField('compatibility_preferences.future')],
      [{ relationship_goal: 'marriage' }, MSG.invalidRelationshipGoal],
      [{ relationship_goal: 3 }, MSG.invalidRelationshipGoal],
    ];
    for (const [json, detail] of wrong) {
      for (const res of [
        await api.call('PATCH', '/api/profile/settings', { token: me.token, json }),
        await api.put('/api/profile/me', { token: me.token, json: { ...questionnaireBody(), ...(json as object) } }),
      ]) {
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(res.data.detail, JSON.stringify(json)).toBe(detail);
      }
    }
    expect(await settingsOf(me.token)).toMatchObject({
      compatibility_preferences: PREFERENCES,
      relationship_goal: 'serious',
    });
  });

  it('a change writes the member’s event (the discover index of every process follows)', async () => {
    const me = await completedMember(server);
    const db = server.app.database.db;
    const start = await cursorNow(db);
    expect(
      (await api.call('PATCH', '/api/profile/settings', { token: me.token, json: { relationship_goal: 'serious' } }))
        .status,
    ).toBe(200);
    let read = await eventsAfter(db, start);
    expect(read.events.filter((e) => e.type === 'member.changed' && e.subjectId === me.id)).toHaveLength(1);
    expect(
      (
        await api.call('PATCH', '/api/profile/settings', {
          token: me.token,
          json: { compatibility_preferences: PREFERENCES },
        })
      ).status,
    ).toBe(200);
    read = await eventsAfter(db, read.next);
    expect(read.events.filter((e) => e.type === 'member.changed' && e.subjectId === me.id)).toHaveLength(1);
  });
});
