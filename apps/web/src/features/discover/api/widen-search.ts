// PATCH /api/profile/settings from the empty deck: one tap widens the distance or the age range, or makes
// the member's dealbreakers strong preferences (issue 34), through the settings' own write (the dashboard
// shows the same values), then the deck and its outlook reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileSettings } from '@affinia/contract';
import { rememberProfile } from '../../../lib/profile-query';
import { updateSettings } from '../../../lib/update-settings';

export type Widening =
  | Pick<ProfileSettings, 'max_distance_km'>
  | Pick<ProfileSettings, 'age_min' | 'age_max'>
  | Pick<ProfileSettings, 'compatibility_preferences'>;

export function useWidenSearch(errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Widening) => updateSettings(body),
    meta: { errorToast },
    onSuccess: async (profile) => {
      rememberProfile(queryClient, profile);
      await queryClient.invalidateQueries({ queryKey: ['discover'] });
    },
  });
}
