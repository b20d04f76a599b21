// The sign-up e-mail check (spec section 4): unknown → checking → valid | invalid, run when the field
// loses focus and only if the value contains an @. A failed call goes back to unknown with no message.
// Editing the address forgets the verdict, which belonged to the previous value.
import { useCallback, useEffect, useRef, useState } from 'react';
import { verifyEmail } from '../api/verify-email';
import type { ErrorCode } from '@affinia/contract';

export type EmailCheck =
  | { state: 'unknown' }
  | { state: 'checking' }
  | { state: 'valid' | 'invalid'; message: string; suggestion?: string; code?: ErrorCode };

const unknown: EmailCheck = { state: 'unknown' };

export function useEmailCheck() {
  const [check, setCheck] = useState<EmailCheck>(unknown);
  const inFlight = useRef<AbortController | null>(null);
  const checkedValue = useRef<string | null>(null);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    checkedValue.current = null;
    setCheck(unknown);
  }, []);

  const run = useCallback((rawEmail: string) => {
    const email = rawEmail.trim();
    if (!email.includes('@')) return;
    // Blurring the field again without editing it asks nothing new.
    if (checkedValue.current === email) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    checkedValue.current = email;
    setCheck({ state: 'checking' });
    verifyEmail(email, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setCheck({
          state: result.valid ? 'valid' : 'invalid',
          message: result.message,
          suggestion: result.suggestion,
          code: result.code,
        });
      },
      () => {
        if (controller.signal.aborted) return;
        checkedValue.current = null;
        setCheck(unknown);
      },
    );
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { check, run, reset };
}
