// PUT /api/profile/me from the dashboard (issue 35 item 4): the bio, interests and type sought edited in
// place, sent with everything else the profile already holds, so there is one way to save a profile and
// one screening of its texts. A 422 is the screening's question ("Êtes-vous sûr(e) ?"), asked in a dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileUpdateInput } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';

export function useSaveAboutMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => api.put<Me>('/profile/me', { json: body }),
    meta: { errorToast: 'questionnaire:toasts.saveError', quietStatuses: [422] },
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
