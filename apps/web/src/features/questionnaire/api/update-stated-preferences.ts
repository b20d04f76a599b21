// PATCH /api/profile/settings (JSON) from the questionnaire's optional step "Ce que je recherche"
// (issue 34): the relationship intention and the stated preferences, nothing else.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';
import type { StatedPreferencesBody } from '../../../lib/stated-preferences';

export function updateStatedPreferences(body: StatedPreferencesBody): Promise<Me> {
  return api.patch<Me>('/profile/settings', { json: body });
}

export function useUpdateStatedPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatedPreferences,
    meta: { errorToast: 'questionnaire:statedPreferences.saveError' },
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
