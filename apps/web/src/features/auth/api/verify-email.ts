// POST /api/auth/verify-email (multipart field `email`) → {valid, message, suggestion?}: syntax,
// already registered, disposable domain, typo of a popular domain.
import type { VerifyEmailResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function verifyEmail(email: string, signal?: AbortSignal): Promise<VerifyEmailResponse> {
  const form = new FormData();
  form.set('email', email);
  return api.post<VerifyEmailResponse>('/auth/verify-email', { form, authenticated: false, signal });
}
