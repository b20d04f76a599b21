// Mounted once with the query cache (app/query-layout.tsx): the chat's outbox keeps sending while the
// member is anywhere in the app, not only in the conversation the message was written in.
import { useOutboxDelivery } from '../hooks/use-outbox';

export function OutboxDelivery() {
  useOutboxDelivery();
  return null;
}
