// Testimonials waiting for review: what the author wrote and whether they allowed publication, with
// approve and reject. Approved ones with consent appear on /testimonials.
import { useTranslation } from 'react-i18next';
import type { ModerationTestimonial } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import type { TestimonialDecision } from '../api/review-testimonial';

type Props = {
  testimonials: ModerationTestimonial[];
  /** The testimonial whose decision is being sent, if any. */
  busyId: string | null;
  onDecide: (testimonial: ModerationTestimonial, decision: TestimonialDecision) => void;
};

export function TestimonialQueue({ testimonials, busyId, onDecide }: Props) {
  const { t } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  if (testimonials.length === 0) return <p className="text-sm text-ink-600">{t('testimonials.empty')}</p>;
  return (
    <ul className="space-y-4">
      {testimonials.map((item) => (
        <li key={item.id} className="rounded-xl p-4 ring-1 ring-ink-200">
          <article aria-labelledby={`testimonial-${item.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`testimonial-${item.id}`} className="font-semibold text-ink-900">
                {item.age === null || item.location === null
                  ? item.name
                  : t('testimonials.author', { name: item.name, age: item.age, location: item.location })}
              </h3>
              <p className="text-xs text-ink-600">{date.format(new Date(item.created_at))}</p>
            </div>
            <p className="mt-1 text-sm text-ink-800">
              <span aria-hidden="true" className="text-amber-700">
                {'★'.repeat(item.rating)}
                <span className="text-ink-300">{'★'.repeat(5 - item.rating)}</span>
              </span>
              <span className="sr-only">{t('testimonials.rating', { rating: item.rating })}</span>
            </p>
            <p className="mt-2 text-sm leading-6 whitespace-pre-line text-ink-800">
              {item.story ?? t('testimonials.anonymised')}
            </p>
            <p className="mt-2 text-xs font-medium text-ink-600">
              {item.allow_publication ? t('testimonials.consentGiven') : t('testimonials.consentRefused')}
              {item.user_id ? ` · ${t('testimonials.fromMember')}` : ''}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                onClick={() => onDecide(item, 'approve')}
                disabled={busyId !== null}
                loading={busyId === item.id}
                aria-label={t('testimonials.approveFrom', { name: item.name })}
              >
                {t('testimonials.approve')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => onDecide(item, 'reject')}
                disabled={busyId !== null}
                aria-label={t('testimonials.rejectFrom', { name: item.name })}
              >
                {t('testimonials.reject')}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
