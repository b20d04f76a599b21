// GET and PUT /api/profile/questionnaire-draft (decision 052): the first questionnaire kept on the
// server while it is filled in, read once to resume it and written after each step and change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireDraft, QuestionnaireDraftView } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export const questionnaireDraftKey = ['profile', 'questionnaire-draft'] as const;

export const questionnaireDraftQueryOptions = () =>
  queryOptions({
    queryKey: questionnaireDraftKey,
    queryFn: ({ signal }) => api.get<QuestionnaireDraftView>('/profile/questionnaire-draft', { signal }),
    // Read when the questionnaire opens, never behind the member's back: the form is the truth after that.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Only while the questionnaire was never completed: a completed one is prefilled from the profile. */
export function useQuestionnaireDraft(enabled: boolean) {
  return useQuery({ ...questionnaireDraftQueryOptions(), enabled });
}

/** `keepalive` lets the last save outlive a page that is closing or reloading. */
export function saveQuestionnaireDraft(
  draft: QuestionnaireDraft,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<QuestionnaireDraftView> {
  return api.put<QuestionnaireDraftView>('/profile/questionnaire-draft', { json: draft, keepalive });
}
