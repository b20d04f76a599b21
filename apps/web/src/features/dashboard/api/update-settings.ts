// PATCH /api/profile/settings (JSON): genders sought, age range, or pausing the profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileSettings } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';

export function updateSettings(body: ProfileSettings): Promise<Me> {
  return api.patch<Me>('/profile/settings', { json: body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (profile) => rememberProfile(queryClient, profile),
  });
}
