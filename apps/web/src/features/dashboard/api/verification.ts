// /api/verification (issue 18 part 1, decision 038): whether the badge is offered, held or in review,
// the challenge of movements opened with consent, the live sequence for it (multipart: challenge_id,
// then the `frame` files in the order taken), and withdrawal. A pass or a withdrawal changes the
// member's own profile (is_verified): it is read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationStatus } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile-query';
import { framesForm } from '../verification-flow';

const statusKey = ['verification', 'status'] as const;

export const verificationStatusQuery = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<VerificationStatus>('/verification', { signal }),
  });

export function useVerificationStatus() {
  return useQuery(verificationStatusQuery());
}

export function sendFrames(challengeId: string, frames: Blob[]): Promise<VerificationStatus> {
  return api.post<VerificationStatus>('/verification/frames', { form: framesForm(challengeId, frames) });
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
