// Bios and "type of person sought" are screened when saved (issue 31 item 5), over real HTTP: every
// card shows them, so an insult asks its author to confirm, as chat's "Es-tu sûr(e) ?" does, and a
// phone number, link or money request goes to the admin as a scam signal. The texts use the tricks
// the issue found (invisible characters, look-alike letters, full-width digits, evil。com).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDetail } from '@affinia/contract';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { questionnaireBody, registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
/** The admin who reads the scam signals (made once, by the first test that needs one). */
let admin: Promise<TestUser> | undefined;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const save = (user: TestUser, texts: { bio?: string; type_preference?: string }, confirm?: boolean) =>
  api.put('/api/profile/me', {
    token: user.token,
    json: { ...questionnaireBody(texts), ...(confirm === undefined ? {} : { confirm }) },
  });
const bioOf = async (user: TestUser) => (await api.get('/api/profile/me', { token: user.token })).data.bio as string;
type Signal = { sender: { id: string }; source: string; signals: string[]; content: string };
const signalsOf = async (user: TestUser) => {
  admin ??= registerAdmin(server);
  const res = await api.get('/api/admin/scam-signals', { token: (await admin).token });
  expect(res.status).toBe(200);
  return (res.data as Signal[]).filter((s) => s.sender.id === user.id);
};

describe('profile texts screened when saved', () => {
  it.each([
    ['bio', { bio: 'Franchement, espèce de con\u200bnard si tu lis ça' }],
    ['bio', { bio: 'sa\u00adlope' }],
    ['bio', { bio: 'ᴄᴏɴɴᴀʀᴅ' }],
    ['type_preference', { type_preference: 'Pas de ρute, pas de co nn ar d' }],
    ['type_preference', { type_preference: 'Sinon je vais te tu-er' }],
  ])('asks to confirm an insult or threat in the %s, saving nothing meanwhile', async (_field, texts) => {
    const user = await registerUser(server);
    const res = await save(user, texts);
    expect(res.status).toBe(422);
    expect(res.data).toEqual({
      detail: errorDetail('profileTextNeedsConfirmation'),
      code: 'profileTextNeedsConfirmation',
    });
    expect(await bioOf(user)).toBe('');
  });

  it('saves it once confirmed, and does not ask again when the same text is saved with other changes', async () => {
    const user = await registerUser(server);
    const bio = 'espèce de con\u200bnard';
    expect((await save(user, { bio }, true)).status).toBe(200);
    expect(await bioOf(user)).toBe(bio);
    expect((await save(user, { bio, type_preference: 'Quelqu’un de drôle' })).status).toBe(200);
  });

  it('saves ordinary texts at once, with no signal (accents, names, dates, words containing an insult)', async () => {
    const user = await registerUser(server);
    const res = await save(user, {
      bio: 'Anne-Sophie, née le 03.04.1995 à Concarneau. Connaisseuse de vins, pédagogue.',
      type_preference: 'Quelqu’un de drôle, sportif et attentionné 🙂',
    });
    expect(res.status).toBe(200);
    expect(await signalsOf(user)).toEqual([]);
  });

  it('sends phone numbers, links and money requests in a bio or type sought to the admin as signals', async () => {
    const user = await registerUser(server);
    const bio = 'Écris-moi au ０６ １２ ３４ ５６ ７８ ou sur evil。com';
    const typeSought = `Quelqu’un qui peut faire un vire\u00adment`;
    const res = await save(user, { bio, type_preference: typeSought });
    expect(res.status).toBe(200);
    const found = await signalsOf(user);
    expect(found).toHaveLength(2);
    const byBio = found.find((s) => s.source === 'bio');
    expect(byBio).toMatchObject({ content: bio });
    expect(byBio?.signals).toEqual(expect.arrayContaining(['phone', 'link']));
    expect(found.find((s) => s.source === 'type_preference')).toMatchObject({
      content: typeSought,
      signals: expect.arrayContaining(['money_request']),
    });
    // The same texts saved again are not new signals.
    expect((await save(user, { bio, type_preference: typeSought })).status).toBe(200);
    expect(await signalsOf(user)).toHaveLength(2);
  });
});
