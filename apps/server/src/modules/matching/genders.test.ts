// Three genders over real HTTP (issue 35 item 9, decision 054): a non-binary member signs up with the
// spec's payload and `non_binaire`, first seeks everyone, and discover applies the genders sought both
// ways — each sees only those they seek who seek them back. Unknown genders are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { completedMember, type TestUser } from '../../../test/fixtures.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const EVERYONE = ['homme', 'femme', 'non_binaire'];

describe('signing up and choosing whom to meet', () => {
  it('accepts a non-binary member with the spec’s fields, who first seeks everyone', async () => {
    const res = await api.post('/api/auth/register', { json: newUser({ gender: 'non_binaire' }) });
    expect(res.status).toBe(201);
    expect(res.data.user.gender).toBe('non_binaire');
    const me = (await api.get('/api/profile/me', { token: res.data.token })).data;
    expect(me.gender).toBe('non_binaire');
    expect([...me.settings.seeking_genders].sort()).toEqual([...EVERYONE].sort());
  });

  it('still guesses the other gender for a man or a woman', async () => {
    const res = await api.post('/api/auth/register', { json: newUser({ gender: 'femme' }) });
    const me = (await api.get('/api/profile/me', { token: res.data.token })).data;
    expect(me.settings.seeking_genders).toEqual(['homme']);
  });

  it('refuses a gender it does not know, at sign-up and among those sought', async () => {
    const refused = await api.post('/api/auth/register', { json: newUser({ gender: 'non-binaire' }) });
    expect(refused.status).toBe(400);
    expect(refused.data.detail).toBe(MSG.invalidGender);
    const { data } = await api.post('/api/auth/register', { json: newUser({ gender: 'homme' }) });
    const settings = (json: Record<string, unknown>) =>
      api.call('PATCH', '/api/profile/settings', { token: data.token, json });
    const unknown = await settings({ seeking_genders: ['femme', 'nb'] });
    expect(unknown.status).toBe(400);
    expect(unknown.data.detail).toBe(MSG.invalidGender);
    const saved = await settings({ seeking_genders: EVERYONE });
    expect(saved.status).toBe(200);
    expect((await api.get('/api/profile/me', { token: data.token })).data.settings.seeking_genders).toEqual(EVERYONE);
  });
});

describe('discover with three genders', () => {
  // One cohort at an age no other test here uses: each looks only at that age.
  const AGE = 57;
  let nbSeekingEveryone: TestUser;
  let nbSeekingWomen: TestUser;
  let womanSeekingEveryone: TestUser;
  let womanSeekingNb: TestUser;
  let manSeekingWomen: TestUser;
  const join = (gender: string, seeking: string[]) =>
    completedMember(server, { gender, age: AGE }, { seeking_genders: seeking, age_min: AGE, age_max: AGE });
  const deck = async (viewer: TestUser) => {
    const res = await api.get('/api/discover', { token: viewer.token });
    expect(res.status).toBe(200);
    return (res.data as { user: { id: string } }[]).map((item) => item.user.id).sort();
  };
  const ids = (...people: TestUser[]) => people.map((p) => p.id).sort();

  beforeAll(async () => {
    nbSeekingEveryone = await join('non_binaire', EVERYONE);
    nbSeekingWomen = await join('non_binaire', ['femme']);
    womanSeekingEveryone = await join('femme', EVERYONE);
    womanSeekingNb = await join('femme', ['non_binaire']);
    manSeekingWomen = await join('homme', ['femme']);
  });

  it('shows a non-binary member seeking everyone those who seek non-binary people, whatever their gender', async () => {
    expect(await deck(nbSeekingEveryone)).toEqual(ids(womanSeekingEveryone, womanSeekingNb));
  });

  it('shows a woman seeking everyone the men and the non-binary people who seek women', async () => {
    expect(await deck(womanSeekingEveryone)).toEqual(ids(nbSeekingEveryone, nbSeekingWomen, manSeekingWomen));
  });

  it('shows a woman seeking non-binary people only them, and a man seeking women no non-binary member', async () => {
    expect(await deck(womanSeekingNb)).toEqual(ids(nbSeekingEveryone, nbSeekingWomen));
    expect(await deck(manSeekingWomen)).toEqual(ids(womanSeekingEveryone));
  });
});
