// PUT /api/profile/me (JSON): saves the questionnaire — interests, the five sliders with the eight
// compatibility answers, bio, type sought, beauty_score 50 — plus the optional meeting preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileUpdateInput } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';

export function updateProfile(body: ProfileUpdateInput): Promise<Me> {
  return api.put<Me>('/profile/me', { json: body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // 422 is the screening's question about the bio or type sought (profileTextNeedsConfirmation): the
    // wizard asks it in a dialog, as chat does, rather than saying it failed.
    meta: { errorToast: 'questionnaire:toasts.saveError', quietStatuses: [422] },
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
