// POST /api/auth/logout (204): revokes every session of the signed-in user on the server, so that a
// copied token stops working too. Sent after the app has forgotten the session (see sign-out.ts), with
// the token it had, and kept alive so that closing the tab at once still revokes it.
import { api } from './api-client';

export function logout(token: string): Promise<void> {
  return api.post<void>('/auth/logout', { token, keepalive: true });
}
