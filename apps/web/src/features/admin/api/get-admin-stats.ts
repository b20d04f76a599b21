// GET /api/admin/stats (admin session): total users, free places used and left, suspicious locations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  suspiciousLocations: () => [...adminKeys.all, 'suspicious-locations'] as const,
  pendingTestimonials: () => [...adminKeys.all, 'testimonials', 'pending'] as const,
  openReports: () => [...adminKeys.all, 'reports', 'open'] as const,
  scamSignals: () => [...adminKeys.all, 'scam-signals'] as const,
  heldPhotos: () => [...adminKeys.all, 'held-photos'] as const,
  faceDuplicates: () => [...adminKeys.all, 'face-duplicates'] as const,
  verificationReviews: () => [...adminKeys.all, 'verification-reviews'] as const,
  verificationReviewPhotos: (id: string) => [...adminKeys.all, 'verification-reviews', id, 'photos'] as const,
  verificationReviewFrame: (id: string, index: number) =>
    [...adminKeys.all, 'verification-reviews', id, 'frames', index] as const,
  memberPhotosAll: () => [...adminKeys.all, 'member-photos'] as const,
  memberPhotos: (userId: string) => [...adminKeys.all, 'member-photos', userId] as const,
  // Under no list's key: refreshing a list after a decision must not refetch the image just decided on.
  photoImage: (id: string) => [...adminKeys.all, 'photo-image', id] as const,
};

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('/admin/stats', { signal });
}

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal), staleTime: 0 });

/** Only asked with a session: without one the page sends the visitor to sign in instead. */
export function useAdminStats(enabled: boolean) {
  return useQuery({ ...adminStatsQuery(), enabled });
}
