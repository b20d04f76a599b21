// PATCH /api/profile/settings (JSON): genders sought, age range, or pausing the profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileSettings } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';

export function updateSettings(body: ProfileSettings): Promise<Me> {
  return api.patch<Me>('/profile/settings', { json: body });
}

/** `errorToast`: what a failure is called where the settings are changed (pause, preferences, place). */
export function useUpdateSettings(errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    meta: { errorToast },
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
