// Testimonial form (/submit-testimonial, not indexed): name, age, city, a 5-star rating with hover
// preview, the story with its 'x/1000' counter, publication consent (checked by default) and the
// privacy note, laid out; `useTestimonialForm` checks and sends it.
import { useTranslation } from 'react-i18next';
import { LOCATION_MAX_LENGTH, NAME_MAX_LENGTH, TESTIMONIAL_MAX_AGE, TESTIMONIAL_MIN_AGE } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { BackButton } from '../../../components/layouts/back-button';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { container } from '../../../components/layouts/styles';
import { RequiredLabel } from '../components/required-label';
import { StarRatingField } from '../components/star-rating-field';
import { StoryField } from '../components/story-field';
import { emptyTestimonialForm, useTestimonialForm } from '../hooks/use-testimonial-form';

export default function SubmitTestimonialPage() {
  const { t } = useTranslation('testimonials');
  const { form, submit, sending } = useTestimonialForm();
  const { register, setValue } = form;
  const rating = form.watch('rating');
  const story = form.watch('story');

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
              label={<RequiredLabel label={t('submit.name')} />}
              type="text"
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_LENGTH}
              placeholder={t('submit.namePlaceholder')}
              {...register('name')}
            />

            <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
              <TextField
                label={<RequiredLabel label={t('submit.age')} />}
                type="number"
                inputMode="numeric"
                required
                min={TESTIMONIAL_MIN_AGE}
                max={TESTIMONIAL_MAX_AGE}
                step={1}
                {...register('age')}
              />
              <TextField
                label={<RequiredLabel label={t('submit.city')} />}
                type="text"
                autoComplete="address-level2"
                required
                maxLength={LOCATION_MAX_LENGTH}
                placeholder={t('submit.cityPlaceholder')}
                {...register('location')}
              />
            </div>

            <StarRatingField rating={rating} onChange={(value) => setValue('rating', value)} />

            <StoryField value={story} field={register('story')} />

            {/* Checked in the prerendered markup too, not only once the form library runs. */}
            <CheckboxField
              label={t('submit.consent')}
              defaultChecked={emptyTestimonialForm.allow_publication}
              {...register('allow_publication')}
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
