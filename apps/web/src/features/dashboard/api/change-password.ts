// POST /api/auth/password/change: the other sessions end; this browser continues with the new token.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, SessionRenewedResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { rememberProfile } from '../../../lib/profile-query';
import { saveSession } from '../../../lib/session';

export function changePassword(body: ChangePasswordBody): Promise<SessionRenewedResponse> {
  return api.post<SessionRenewedResponse>('/auth/password/change', { json: body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess(response) {
      saveSession(response.token, response.user);
      rememberProfile(queryClient, response.user);
    },
  });
}
