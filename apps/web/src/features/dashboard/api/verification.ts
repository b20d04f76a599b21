// /api/verification (issue 18 part 1): whether the badge is offered and held, the pose challenge opened
// with consent, the selfies for it (multipart: challenge_id, then one `selfie` file per pose, in
// order), and withdrawal. A pass or a withdrawal changes the member's own profile (is_verified): it is
// read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationStatus } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query';
import { selfiesForm } from '../verification-flow';

const statusKey = ['verification', 'status'] as const;

export const verificationStatusQuery = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<VerificationStatus>('/verification', { signal }),
  });

export function useVerificationStatus() {
  return useQuery(verificationStatusQuery());
}

export function sendSelfies(challengeId: string, selfies: Blob[]): Promise<VerificationStatus> {
  return api.post<VerificationStatus>('/verification/selfies', { form: selfiesForm(challengeId, selfies) });
}

/** After a decision or a withdrawal: the status and the member's own profile (its badge) are read again. */
export function useVerificationChanged() {
  const queryClient = useQueryClient();
  return (status: VerificationStatus) => {
    queryClient.setQueryData(statusKey, status);
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };
}

export function useWithdrawVerification() {
  const changed = useVerificationChanged();
  return useMutation({
    meta: { errorToast: 'verification:withdraw.error' },
    mutationFn: () => api.delete<VerificationStatus>('/verification'),
    onSuccess: changed,
  });
}
