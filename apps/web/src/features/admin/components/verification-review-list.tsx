// Live sequences the automatic check could not decide (decision 038): for each, the member, why it was
// undecided, the movements asked, the frames in the order taken beside the member's profile photos, and
// the admin's decision — grant the "Profil vérifié" badge or refuse. Either way the frames are deleted.
import { useTranslation } from 'react-i18next';
import type { VerificationReview } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { languageOf } from '../../../i18n';
import { toast } from '../../../lib/toast';
import {
  useDecideVerificationReview,
  useVerificationFrame,
  useVerificationReviewPhotos,
} from '../api/verification-reviews';
import { ReviewImage } from './review-image';

function Frame({ id, index, name }: { id: string; index: number; name: string }) {
  const { t } = useTranslation('admin');
  const frame = useVerificationFrame(id, index);
  if (frame.isError) return <p className="p-2 text-xs text-danger-600">{t('verificationReviews.frameError')}</p>;
  if (!frame.data) return <Spinner className="m-auto size-5" />;
  return (
    <img
      src={frame.data}
      alt={t('verificationReviews.frameAlt', { index: index + 1, name })}
      className="size-full object-contain"
    />
  );
}

function ReviewCard({ review }: { review: VerificationReview }) {
  const { t, i18n } = useTranslation('admin');
  const decide = useDecideVerificationReview();
  const photos = useVerificationReviewPhotos(review.id);
  const date = new Intl.DateTimeFormat(languageOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const name = review.user.name;
  const frames = Array.from({ length: review.frame_count }, (_, index) => index);
  const decideAs = (grant: boolean) =>
    decide.mutate(
      { id: review.id, grant },
      {
        onSuccess: () =>
          toast.success(t(grant ? 'verificationReviews.granted' : 'verificationReviews.refused', { name })),
      },
    );
  return (
    <li className="rounded-xl p-4 ring-1 ring-ink-200">
      <p className="font-semibold text-ink-900 wrap-anywhere">
        {name} · {review.user.email}
      </p>
      <p className="mt-1 text-sm text-ink-800">
        {t(`verificationReviews.reason.${review.reason}`)} · {date.format(new Date(review.created_at))}
      </p>
      <p className="text-sm text-ink-800">
        {t('verificationReviews.moves', {
          moves: review.moves.map((move) => t(`verificationReviews.move.${move}`)).join(', '),
        })}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-semibold text-ink-900">{t('verificationReviews.photos')}</p>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {(photos.data?.photo_ids ?? []).map((photo, index) => (
              <li key={photo} className="flex aspect-square overflow-hidden rounded-lg bg-ink-100">
                <ReviewImage id={photo} alt={t('memberPhotos.alt', { index: index + 1, name })} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold text-ink-900">{t('verificationReviews.frames')}</p>
          <ol className="mt-2 grid grid-cols-4 gap-1">
            {frames.map((index) => (
              <li key={index} className="flex aspect-[4/3] overflow-hidden rounded bg-ink-100">
                <Frame id={review.id} index={index} name={name} />
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button
          disabled={decide.isPending}
          onClick={() => decideAs(true)}
          aria-label={t('verificationReviews.grantLabel', { name })}
        >
          {t('verificationReviews.grant')}
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decideAs(false)}
          aria-label={t('verificationReviews.refuseLabel', { name })}
        >
          {t('verificationReviews.refuse')}
        </Button>
      </div>
    </li>
  );
}

export function VerificationReviewList({ reviews }: { reviews: VerificationReview[] }) {
  const { t } = useTranslation('admin');
  if (reviews.length === 0) return <p className="text-sm text-ink-600">{t('verificationReviews.empty')}</p>;
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </ul>
  );
}
