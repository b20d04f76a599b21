// Photos nudity screening held: each image (fetched with the admin's token: a held photo has no public
// address), the model's scores, and the two decisions: show it, or remove it
// with a statement of reasons.
import { useTranslation } from 'react-i18next';
import type { HeldPhoto } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { languageOf } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useApproveHeldPhoto } from '../api/held-photos';
import type { PhotoRemovalTarget } from './photo-removal-dialog';
import { ReviewImage } from './review-image';

const percent = (score: number | null) => (score === null ? null : Math.round(score * 100));

type Props = { photos: HeldPhoto[]; onRemove: (target: PhotoRemovalTarget) => void };

export function HeldPhotoQueue({ photos, onRemove }: Props) {
  const { t, i18n } = useTranslation('admin');
  const approve = useApproveHeldPhoto();
  const date = new Intl.DateTimeFormat(languageOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  if (photos.length === 0) return <p className="text-sm text-ink-600">{t('heldPhotos.empty')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {photos.map((photo) => {
        const nudity = percent(photo.nudity_score);
        const sexy = percent(photo.sexy_score);
        return (
          <li key={photo.id} className="rounded-xl p-4 ring-1 ring-ink-200">
            <article aria-labelledby={`held-${photo.id}`}>
              <h3 id={`held-${photo.id}`} className="font-semibold text-ink-900 wrap-anywhere">
                {photo.owner.name}
              </h3>
              <p className="text-xs text-ink-600">{date.format(new Date(photo.created_at))}</p>
              <div className="mt-2 flex aspect-[3/4] items-center justify-center overflow-hidden rounded-lg bg-ink-100">
                <ReviewImage id={photo.id} alt={t('heldPhotos.alt', { name: photo.owner.name })} />
              </div>
              <p className="mt-2 text-sm text-ink-800">
                {nudity === null ? t('heldPhotos.unscored') : t('heldPhotos.scores', { nudity, sexy })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  disabled={approve.isPending}
                  onClick={() =>
                    approve.mutate(photo.id, {
                      onSuccess: () => toast.success(t('heldPhotos.approved', { name: photo.owner.name })),
                    })
                  }
                >
                  {t('heldPhotos.approve', { name: photo.owner.name })}
                </Button>
                <Button variant="ghost" onClick={() => onRemove({ id: photo.id, ownerName: photo.owner.name })}>
                  {t('heldPhotos.remove', { name: photo.owner.name })}
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
