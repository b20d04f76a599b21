// POST /api/testimonials/submit (JSON). The session token goes along when one is stored (the API
// client adds it), but the form works without an account.
import { useMutation } from '@tanstack/react-query';
import type { TestimonialSubmitInput, TestimonialSubmitResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export type TestimonialSubmission = Required<TestimonialSubmitInput>;

export function submitTestimonial(body: TestimonialSubmission): Promise<TestimonialSubmitResponse> {
  return api.post<TestimonialSubmitResponse>('/testimonials/submit', { json: body });
}

export function useSubmitTestimonial() {
  return useMutation({ mutationFn: submitTestimonial, meta: { errorToast: 'testimonials:submit.errors.failed' } });
}
