// PATCH /api/profile/settings { is_paused: false } from discover's pause banner (decision 049): one tap
// and the member is visible again and may like. The profile cache (shared with the dashboard) takes the
// server's answer, and discover is asked again for cards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';

export function useResumeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<Me>('/profile/settings', { json: { is_paused: false } }),
    meta: { errorToast: 'discover:paused.error' },
    onSuccess: async (profile) => {
      rememberProfile(queryClient, profile);
      await queryClient.invalidateQueries({ queryKey: ['discover'] });
    },
  });
}
