// POST /api/blocks (bearer, JSON {user_id}) → 201: hidden from each other everywhere; any match ends.
import { api } from '../../../lib/api-client';

export function blockUser(userId: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('/blocks', { json: { user_id: userId } });
}
