// Web push in this browser: whether it can receive notifications, and subscribing it with the
// server's VAPID key (GET /api/notifications/push-key, POST /api/notifications/push-subscriptions).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKeyResponse, PushSubscriptionBody, PushSubscriptionView } from '@affinia/contract';
import { api } from '../../../lib/api-client';

/** 'unsupported': no service worker or Push API; 'denied': blocked in the browser's settings. */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'subscribed';

const pushDeviceKey = ['notifications', 'push-device'] as const;

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function readDeviceState(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'subscribed' : 'off';
}

export const pushDeviceQuery = () =>
  queryOptions({ queryKey: pushDeviceKey, queryFn: readDeviceState, staleTime: Infinity });

export function usePushDevice() {
  return useQuery(pushDeviceQuery());
}

/** The permission was refused (now or earlier): the switch stays off and the member is told why. */
export class PushPermissionRefused extends Error {}

/**
 * Asks for the permission when needed, subscribes this browser (or reuses its subscription) and
 * gives it to the server for the signed-in member; an endpoint another account had is moved here.
 */
async function subscribeThisBrowser(): Promise<PushSubscriptionView> {
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PushPermissionRefused();
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { public_key } = await api.get<PushKeyResponse>('/notifications/push-key', { authenticated: false });
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(public_key),
    });
  }
  const json = subscription.toJSON();
  const body: PushSubscriptionBody = {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
  return api.post<PushSubscriptionView>('/notifications/push-subscriptions', { json: body });
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function useSubscribeThisBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisBrowser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceKey }),
  });
}

export const isPushSupported = supported;
