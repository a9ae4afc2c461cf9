import type { Notification, NotificationPage, NotificationSettings, Role } from '@kweli/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { currentLanguage, type Language, useTextsVersion } from '../../i18n/index.ts';

/**
 * The calls of the notification pages (docs/product/employer.md "Employer notifications",
 * candidate.md "Candidate notifications") and the e-mail switch of /settings.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/**
 * The list in the reader's language (issue 25 item 1): the API writes each notification from the facts
 * it kept; the language is in the key, so a change of language fetches the list in the new one.
 */
export const notificationsQueryOptions = (role: Role, language: Language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, role, language],
    queryFn: ({ pageParam }) =>
      api<NotificationPage>(`/notifications/${role}-dashboard/`, { query: { page: pageParam, language } }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    retry: false,
  });

export const useNotifications = (role: Role) => {
  useTextsVersion();
  return useInfiniteQuery(notificationsQueryOptions(role));
};

export const markNotificationRead = (id: number) =>
  api<null>(`/notifications/mark-read/${id}/`, { method: 'POST' });

export const deleteNotification = (id: number) =>
  api<null>(`/notifications/delete/${id}/`, { method: 'DELETE' });

/** Changes one notification in the cached pages (or drops it with `null`), without a refetch. */
export function updateCachedNotification(
  client: QueryClient,
  role: Role,
  id: number,
  change: ((n: Notification) => Notification) | null,
) {
  client.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: [...NOTIFICATIONS_KEY, role] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            count: change
              ? page.count
              : Math.max(0, page.count - (page.results.some((n) => n.id === id) ? 1 : 0)),
            results: change
              ? page.results.map((n) => (n.id === id ? change(n) : n))
              : page.results.filter((n) => n.id !== id),
          })),
        }
      : data,
  );
}

export const getNotificationSettings = () => api<NotificationSettings>('/notifications/settings/');
export const saveNotificationSettings = (settings: NotificationSettings) =>
  api<NotificationSettings>('/notifications/settings/', { method: 'PUT', body: settings });
