// Testimonial form (/submit-testimonial, not indexed): name, age, city, a 5-star rating with hover
// preview, the story with its 'x/1000' counter, publication consent (checked by default) and the
// privacy note. The spec's five checks run in its order (the contract's testimonialProblem, shared
// with the server); success resets the form and returns to /testimonials after 2 s.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  LOCATION_MAX_LENGTH,
  MSG,
  NAME_MAX_LENGTH,
  RATING_MAX,
  TESTIMONIAL_MAX_AGE,
  TESTIMONIAL_MIN_AGE,
  TESTIMONIAL_REDIRECT_MS,
  TESTIMONIAL_STORY_MAX,
  testimonialProblem,
  testimonialStoryLength,
} from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { inputClasses, TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { BackButton } from '../../../components/layouts/back-button';
import { StarIcon } from '../../../components/ui/icons';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { container } from '../../../components/layouts/styles';
import { useSubmitTestimonial } from '../api/submit-testimonial';
import { toUserMessage } from '../../../lib/user-message';

/** The contract's messages for the form's checks, and the translation of each. */
const PROBLEM_KEYS: Record<string, string> = {
  [MSG.requiredFields]: 'submit.errors.required',
  [MSG.testimonialAgeRange]: 'submit.errors.age',
  [MSG.ageNotInteger]: 'submit.errors.ageWhole',
  [MSG.testimonialStoryTooShort]: 'submit.errors.storyTooShort',
  [MSG.testimonialStoryTooLong]: 'submit.errors.storyTooLong',
  [MSG.testimonialRatingRequired]: 'submit.errors.rating',
};

const EMPTY_FORM = { name: '', age: '', location: '', story: '', rating: 0, allowPublication: true };

export default function SubmitTestimonialPage() {
  const { t } = useTranslation('testimonials');
  const navigate = useNavigate();
  const id = useId();
  const [form, setForm] = useState(EMPTY_FORM);
  const [hover, setHover] = useState(0);
  const submission = useSubmitTestimonial();
  const sending = submission.isPending;
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const set = <K extends keyof typeof EMPTY_FORM>(key: K, value: (typeof EMPTY_FORM)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const storyLength = testimonialStoryLength(form.story);
  const storyTooLong = storyLength > TESTIMONIAL_STORY_MAX;
  const shownRating = hover || form.rating;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const body = {
      name: form.name.trim(),
      age: form.age === '' ? Number.NaN : Number(form.age),
      location: form.location.trim(),
      story: form.story.trim(),
      rating: form.rating,
      allow_publication: form.allowPublication,
    };
    const problem = testimonialProblem(body);
    if (problem) {
      const key = PROBLEM_KEYS[problem];
      toast.error(key ? t(key) : problem);
      return;
    }
    submission.mutate(body, {
      onSuccess: () => {
        toast.success(t('submit.success'));
        setForm(EMPTY_FORM);
        redirectTimer.current = window.setTimeout(() => void navigate(paths.testimonials()), TESTIMONIAL_REDIRECT_MS);
      },
      onError: (error) => {
        toast.error(toUserMessage(error, t('submit.errors.failed')));
      },
    });
  };

  return (
    <PublicLayout back={<BackButton to={paths.testimonials()} label={t('submit.back')} />}>
      <PageHead
        title={t('submit.meta.title')}
        description={t('submit.meta.description')}
        path={paths.submitTestimonial()}
        noindex
      />
      <div className={`${container} py-12 sm:py-16`}>
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('submit.title')}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{t('submit.intro')}</p>

          <form
            noValidate
            onSubmit={submit}
            className="mt-10 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8"
          >
            <TextField
              label={<Required label={t('submit.name')} />}
              name="name"
              type="text"
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_LENGTH}
              placeholder={t('submit.namePlaceholder')}
              value={form.name}
              onChange={(event) => set('name', event.target.value)}
            />

            <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
              <TextField
                label={<Required label={t('submit.age')} />}
                name="age"
                type="number"
                inputMode="numeric"
                required
                min={TESTIMONIAL_MIN_AGE}
                max={TESTIMONIAL_MAX_AGE}
                step={1}
                value={form.age}
                onChange={(event) => set('age', event.target.value)}
              />
              <TextField
                label={<Required label={t('submit.city')} />}
                name="location"
                type="text"
                autoComplete="address-level2"
                required
                maxLength={LOCATION_MAX_LENGTH}
                placeholder={t('submit.cityPlaceholder')}
                value={form.location}
                onChange={(event) => set('location', event.target.value)}
              />
            </div>

            <fieldset>
              <legend className="text-sm font-medium text-ink-800">
                <Required label={t('submit.rating')} />
              </legend>
              <div className="mt-2 flex items-center gap-3">
                <div className="flex" onMouseLeave={() => setHover(0)}>
                  {Array.from({ length: RATING_MAX }, (_, index) => {
                    const value = index + 1;
                    const lit = value <= shownRating;
                    return (
                      <label
                        key={value}
                        onMouseEnter={() => setHover(value)}
                        className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-accent-600"
                      >
                        <input
                          type="radio"
                          name="rating"
                          value={value}
                          checked={form.rating === value}
                          onChange={() => set('rating', value)}
                          className="sr-only"
                        />
                        <StarIcon
                          filled={lit}
                          className={`size-9 transition-colors ${lit ? 'text-amber-500' : 'text-ink-300'}`}
                        />
                        <span className="sr-only">{t('submit.star', { count: value })}</span>
                      </label>
                    );
                  })}
                </div>
                <span
                  aria-live="polite"
                  className="min-w-10 text-lg font-semibold text-ink-800"
                  data-testid="rating-value"
                >
                  {t('submit.ratingValue', { value: shownRating, max: RATING_MAX })}
                </span>
              </div>
            </fieldset>

            <div>
              <label htmlFor={`${id}-story`} className="mb-1.5 block text-sm font-medium text-ink-800">
                <Required label={t('submit.story')} />
              </label>
              <textarea
                id={`${id}-story`}
                name="story"
                required
                rows={7}
                aria-describedby={`${id}-story-hint ${id}-story-count`}
                aria-invalid={storyTooLong || undefined}
                placeholder={t('submit.storyPlaceholder')}
                value={form.story}
                onChange={(event) => set('story', event.target.value)}
                className={`${inputClasses} resize-y ${storyTooLong ? 'border-danger-600 ring-1 ring-danger-600' : 'border-ink-400 focus-visible:border-accent-600'}`}
              />
              <div className="mt-2 flex justify-between gap-4 text-sm">
                <p id={`${id}-story-hint`} className="text-ink-600">
                  {t('submit.storyHint')}
                </p>
                <p
                  id={`${id}-story-count`}
                  data-testid="story-counter"
                  className={storyTooLong ? 'font-semibold text-danger-600' : 'text-ink-600'}
                >
                  <span aria-hidden="true">
                    {storyLength}/{TESTIMONIAL_STORY_MAX}
                  </span>
                  <span className="sr-only">
                    {t('submit.storyCount', { count: storyLength, max: TESTIMONIAL_STORY_MAX })}
                  </span>
                </p>
              </div>
            </div>

            <CheckboxField
              name="allow_publication"
              label={t('submit.consent')}
              checked={form.allowPublication}
              onChange={(event) => set('allowPublication', event.target.checked)}
            />

            <p className="rounded-xl bg-ink-50 p-4 text-sm leading-relaxed text-ink-600 ring-1 ring-ink-200">
              {t('submit.privacy')}
            </p>

            <Button type="submit" size="lg" className="w-full" loading={sending} loadingLabel={t('submit.sending')}>
              {t('submit.send')}
            </Button>
          </form>
        </div>
      </div>
    </PublicLayout>
  );
}

/** A field label with the required-field mark, spoken as "(required field)". */
function Required({ label }: { label: string }) {
  const { t } = useTranslation('testimonials');
  return (
    <>
      {label}{' '}
      <span className="text-brand-700">
        <span aria-hidden="true">*</span>
        <span className="sr-only">({t('submit.required')})</span>
      </span>
    </>
  );
}
