// The paid checkout session kept between the payment page and the sign-up form, redeemed once by the
// next registration. Only the sign-up and payment screens need it, not the shell every page loads.
import { PAYMENT_SESSION_STORAGE_KEY } from '@affinia/contract';
import { readStored, writeStored } from './session';

export function getPaymentCredit(): string | null {
  return readStored(PAYMENT_SESSION_STORAGE_KEY) || null;
}

export function storePaymentCredit(sessionId: string): void {
  writeStored(PAYMENT_SESSION_STORAGE_KEY, sessionId);
}

export function clearPaymentCredit(): void {
  writeStored(PAYMENT_SESSION_STORAGE_KEY, null);
}
