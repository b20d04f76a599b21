// The testimonial's story: a textarea with the spec's "x/1000" counter, red past the limit.
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_STORY_MAX, testimonialStoryLength } from '@affinia/contract';
import { inputClasses } from '../../../components/ui/text-field';
import { RequiredLabel } from './required-label';

type StoryFieldProps = { value: string; field: Omit<ComponentProps<'textarea'>, 'value'> };

export function StoryField({ value, field }: StoryFieldProps) {
  const { t } = useTranslation('testimonials');
  const id = useId();
  const storyLength = testimonialStoryLength(value);
  const storyTooLong = storyLength > TESTIMONIAL_STORY_MAX;
  return (
    <div>
      <label htmlFor={`${id}-story`} className="mb-1.5 block text-sm font-medium text-ink-800">
        <RequiredLabel label={t('submit.story')} />
      </label>
      <textarea
        id={`${id}-story`}
        name="story"
        required
        rows={7}
        aria-describedby={`${id}-story-hint ${id}-story-count`}
        aria-invalid={storyTooLong || undefined}
        placeholder={t('submit.storyPlaceholder')}
        {...field}
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
          <span className="sr-only">{t('submit.storyCount', { count: storyLength, max: TESTIMONIAL_STORY_MAX })}</span>
        </p>
      </div>
    </div>
  );
}
