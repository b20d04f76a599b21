// GET/PUT /api/notifications/settings: which notification mails the member receives.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdateNotificationSettingsBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

const notificationSettingsKey = ['notifications', 'settings'] as const;

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettings>('/notifications/settings', { signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: 'dashboard:notifications.error' },
    mutationFn: (body: UpdateNotificationSettingsBody) =>
      api.put<NotificationSettings>('/notifications/settings', { json: body }),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
