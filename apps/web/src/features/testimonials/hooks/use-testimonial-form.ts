// The testimonial form's state and flow. The spec's five checks run in its order through the contract's
// own submission schema (the server's), each refusal a toast with the catalogue's message in the
// interface language; success resets the form and returns to /testimonials after 2 s.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_REDIRECT_MS, testimonialSubmitBodySchema } from '@affinia/contract';
import { paths } from '../../../config/paths';
import { fieldErrorText } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useSubmitTestimonial, type TestimonialSubmission } from '../api/submit-testimonial';

export type TestimonialFormValues = {
  name: string;
  age: string;
  location: string;
  story: string;
  /** 0 until a star is chosen. */
  rating: number;
  allow_publication: boolean;
};

export const emptyTestimonialForm: TestimonialFormValues = {
  name: '',
  age: '',
  location: '',
  story: '',
  rating: 0,
  allow_publication: true,
};

/** What the API receives: trimmed texts, the age as a number (a blank is missing, not 0). */
const submission = (values: TestimonialFormValues): TestimonialSubmission => ({
  name: values.name.trim(),
  age: values.age === '' ? Number.NaN : Number(values.age),
  location: values.location.trim(),
  story: values.story.trim(),
  rating: values.rating,
  allow_publication: values.allow_publication,
});

export function useTestimonialForm() {
  const { t } = useTranslation(['testimonials', 'errors']);
  const navigate = useNavigate();
  // The spec reports one problem at a time, in its order, as a toast: the schema runs on submit
  // (not field by field), so no resolver here.
  const form = useForm<TestimonialFormValues>({ defaultValues: emptyTestimonialForm });
  const mutation = useSubmitTestimonial();
  // Back to the testimonials a moment after a success (not if the page is left first).
  const sent = mutation.isSuccess;
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate(paths.testimonials()), TESTIMONIAL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    const body = submission(values);
    const checked = testimonialSubmitBodySchema.safeParse(body);
    if (!checked.success) {
      toast.error(fieldErrorText(checked.error.issues[0]) ?? t('submit.errors.failed'));
      return;
    }
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(t('submit.success'));
        form.reset(emptyTestimonialForm);
      },
    });
  });

  return { form, submit, sending: mutation.isPending };
}
