// GET /api/admin/testimonials (admin session): testimonials waiting for review, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationTestimonial } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function getPendingTestimonials(signal?: AbortSignal): Promise<ModerationTestimonial[]> {
  return api.get<ModerationTestimonial[]>('/admin/testimonials?status=pending', { signal });
}

export const pendingTestimonialsQuery = () =>
  queryOptions({
    queryKey: adminKeys.pendingTestimonials(),
    queryFn: ({ signal }) => getPendingTestimonials(signal),
    staleTime: 0,
  });

export function usePendingTestimonials(enabled: boolean) {
  return useQuery({ ...pendingTestimonialsQuery(), enabled });
}
