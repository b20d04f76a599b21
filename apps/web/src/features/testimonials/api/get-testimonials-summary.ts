// GET /api/testimonials/summary: how many testimonials are published and their average (decision 041).
// Where only member testimonials count, the page's "avis vérifiés" and average come from here. A
// failure leaves it unknown (undefined): the page then claims no figure at all rather than a wrong one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { testimonialsSummarySchema, type TestimonialsSummary } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export async function getTestimonialsSummary(signal?: AbortSignal): Promise<TestimonialsSummary> {
  const data = await api.get<unknown>('/testimonials/summary', { signal, authenticated: false });
  return testimonialsSummarySchema.parse(data);
}

export const testimonialsSummaryQuery = () =>
  queryOptions({
    queryKey: ['testimonials', 'summary'],
    queryFn: ({ signal }) => getTestimonialsSummary(signal),
  });

/** Undefined until known (and after a failure): nothing is claimed then. */
export function useTestimonialsSummary(enabled: boolean): TestimonialsSummary | undefined {
  return useQuery({ ...testimonialsSummaryQuery(), enabled }).data;
}
