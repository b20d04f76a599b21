// DELETE /api/matches/{matchId} (bearer) → 204: the match and its conversation disappear for both.
import { api } from '../../../lib/api-client';

export function unmatch(matchId: string): Promise<void> {
  return api.delete<void>(`/matches/${encodeURIComponent(matchId)}`);
}
