// The tab's one outbox sender (decision 050), bound to the browser: local storage under the signed-in
// member's id, the message request, navigator.onLine and timers. `useOutboxDelivery` runs for the whole
// signed-in app (mounted with the query cache), so messages leave when the connection returns whatever
// screen the member is on; `useOutboxState` lets the chat show what still waits.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@affinia/contract';
import { getStoredUser, getToken, readStored, writeStored } from '../../../lib/session';
import { addMessages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { OUTBOX_STORAGE_PREFIX } from '../outbox/outbox';
import { createOutboxSender } from '../outbox/outbox-sender';

export const outbox = createOutboxSender({
  member: () => (getToken() ? (getStoredUser()?.id ?? null) : null),
  storage: {
    read: readStored,
    // writeStored swallows a refused write (private mode, full quota): reading back tells.
    write: (key, value) => {
      writeStored(key, value);
      return readStored(key) === value;
    },
  },
  send: ({ matchId, content, confirm, key }) => sendMessage(matchId, { content, confirm, key }),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  schedule: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});

export function useOutboxState() {
  return useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
}

/** Keeps the outbox going while the app is open: on the "online" event, other tabs' changes, navigation. */
export function useOutboxDelivery(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  // A stored message joins its conversation's cache (when that conversation was loaded in this tab).
  useEffect(
    () =>
      outbox.onSettled((entry, settled) => {
        if (settled.kind === 'sent' && settled.message) addMessages(queryClient, entry.matchId, [settled.message]);
      }),
    [queryClient],
  );

  useEffect(() => {
    const online = () => void outbox.flush();
    // Another tab of this member queued, sent or withdrew a message (or signed in or out).
    const storage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(OUTBOX_STORAGE_PREFIX) || event.key === STORAGE_KEYS.user)
        outbox.refresh();
    };
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('storage', storage);
    };
  }, []);

  // Each screen change (and the first one, after a reload or a sign-in) reads the list for whoever is
  // signed in now and sends what can go.
  useEffect(() => {
    outbox.refresh();
    void outbox.flush();
  }, [pathname]);
}
