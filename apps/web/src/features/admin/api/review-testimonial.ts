// POST /api/admin/testimonials/{id}/approve | reject (admin session).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationTestimonial } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export type TestimonialDecision = 'approve' | 'reject';

export function reviewTestimonial(id: string, decision: TestimonialDecision): Promise<ModerationTestimonial> {
  return api.post<ModerationTestimonial>(`/admin/testimonials/${encodeURIComponent(id)}/${decision}`);
}

export function useReviewTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: TestimonialDecision }) => reviewTestimonial(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingTestimonials() }),
  });
}
