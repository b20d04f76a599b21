// The API client's contract with the server and with the session: headers, bodies, errors, and the
// rule that a 401 on a request that carried a token ends the session.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from './api-client';
import { jsonResponse, stubBrowser } from './test-browser';

let store: Map<string, string>;
let fetchMock: Mock;
const json = jsonResponse;

beforeEach(() => {
  ({ store, fetchMock } = stubBrowser());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('api client', () => {
  it('prefixes /api, sends the language, and the bearer token when one is stored', async () => {
    store.set('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(api.get('/profile/me')).resolves.toEqual({ ok: true });
    const { url, headers } = sent();
    expect(url).toBe('/api/profile/me');
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(headers['Accept-Language']).toBe('fr');
  });

  it('sends no Authorization header without a token, or when told not to', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/x');
    expect(sent(0).headers.Authorization).toBeUndefined();
    store.set('token', 't');
    await api.post('/auth/login', { json: {}, authenticated: false });
    expect(sent(1).headers.Authorization).toBeUndefined();
  });

  it('sends JSON with its content type, and FormData untouched for the browser to frame', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await api.post('/a', { json: { email: 'a@b.c' } });
    expect(sent(0).headers['Content-Type']).toBe('application/json');
    expect(sent(0).init.body).toBe('{"email":"a@b.c"}');
    const form = new FormData();
    form.set('email', 'a@b.c');
    await api.post('/b', { form });
    expect(sent(1).headers['Content-Type']).toBeUndefined();
    expect(sent(1).init.body).toBe(form);
  });

  it('throws ApiError with the status and the server detail', async () => {
    fetchMock.mockResolvedValue(json(409, { detail: 'Un compte existe déjà avec cette adresse e-mail' }));
    const error = await api.post('/auth/register', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, detail: 'Un compte existe déjà avec cette adresse e-mail' });
  });

  it('gives detail null for a non-JSON failure and status 0 when the network fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, detail: null });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, detail: null });
  });

  it('returns a file download as a Blob, and its failure still as ApiError with the detail', async () => {
    store.set('token', 'abc.def.ghi');
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    fetchMock.mockResolvedValueOnce(new Response(zip, { status: 200, headers: { 'content-type': 'application/zip' } }));
    const file = await api.get<Blob>('/profile/export', { responseType: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(zip);
    expect(sent().headers.Accept).toBe('*/*');
    fetchMock.mockResolvedValueOnce(json(400, { detail: 'Requête invalide' }));
    await expect(api.get('/profile/export', { responseType: 'blob' })).rejects.toMatchObject({
      status: 400,
      detail: 'Requête invalide',
    });
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/profile/photos/p1')).resolves.toBeUndefined();
  });

  it('on a 401 of a request that carried a token: clears token and user, keeps the language, leaves', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    store.set('token', 'expired');
    store.set('user', '{"name":"Léa"}');
    store.set('language', 'de');
    fetchMock.mockResolvedValue(json(401, { detail: 'Session invalide ou expirée, veuillez vous reconnecter' }));
    await expect(api.get('/profile/me')).rejects.toMatchObject({ status: 401 });
    expect(store.has('token')).toBe(false);
    expect(store.has('user')).toBe(false);
    expect(store.get('language')).toBe('de');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on a 401 of a request without a token (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    store.set('token', 'still-good');
    fetchMock.mockResolvedValue(json(401, { detail: 'E-mail ou mot de passe incorrect' }));
    await expect(api.post('/auth/login', { json: {}, authenticated: false })).rejects.toMatchObject({
      status: 401,
      detail: 'E-mail ou mot de passe incorrect',
    });
    expect(store.get('token')).toBe('still-good');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
