// GET /api/testimonials: the approved testimonials whose authors allowed publication. The page shows
// them after the static reviews; any failure (including a 404 from a server without the route)
// simply means "none", so the query never errors.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publishedTestimonialsSchema, type PublishedTestimonial } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export async function getPublishedTestimonials(signal?: AbortSignal): Promise<PublishedTestimonial[]> {
  try {
    const data = await api.get<unknown>('/testimonials', { signal, authenticated: false });
    const parsed = publishedTestimonialsSchema.safeParse(data);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const publishedTestimonialsQuery = () =>
  queryOptions({
    queryKey: ['testimonials', 'published'],
    queryFn: ({ signal }) => getPublishedTestimonials(signal),
  });

export function usePublishedTestimonials(): PublishedTestimonial[] {
  return useQuery(publishedTestimonialsQuery()).data ?? [];
}
