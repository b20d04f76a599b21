// GET /api/discover/your-turn (bearer): asked when discover comes back empty, to tell "nobody new" from
// "your turn" (too many conversations waiting for the member's reply pause new cards).
import { useQuery } from '@tanstack/react-query';
import type { YourTurn } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function useYourTurn(enabled: boolean) {
  return useQuery({
    queryKey: ['discover', 'your-turn'] as const,
    queryFn: ({ signal }) => api.get<YourTurn>('/discover/your-turn', { signal }),
    enabled,
    refetchOnMount: 'always',
    retry: 1,
  });
}
