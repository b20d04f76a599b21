// PATCH /api/profile/settings (JSON): the one write of the member's settings, from "Mon Profil"'s sections,
// the questionnaire's optional step and the empty deck; the answer is the profile, kept as every screen's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileSettings } from '@affinia/contract';
import { api } from './api-client';
import { rememberProfile } from './profile-query';

export function updateSettings(body: ProfileSettings): Promise<Me> {
  return api.patch<Me>('/profile/settings', { json: body });
}

/** `errorToast`: what a failure is called where the settings are changed (pause, preferences, place…). */
export function useUpdateSettings(errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta: { errorToast },
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
