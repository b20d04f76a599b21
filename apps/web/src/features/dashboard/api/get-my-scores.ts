// GET /api/ratings/my-scores (bearer): the ratings others gave me, averaged. The server reports zeros
// until enough ratings exist to stay anonymous; the dashboard shows the panel only above 0.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialScore } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function getMyScores(signal?: AbortSignal): Promise<SocialScore> {
  return api.get<SocialScore>('/ratings/my-scores', { signal });
}

export const myScoresQueryOptions = () =>
  queryOptions({ queryKey: ['ratings', 'my-scores'], queryFn: ({ signal }) => getMyScores(signal) });

export function useMyScores() {
  return useQuery(myScoresQueryOptions());
}
