// A reported member's photos, opened from the report on demand: each image as stored (held ones too,
// marked), and removal of one as a moderation decision with its statement.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useMemberPhotos } from '../api/held-photos';
import { AdminLoading } from './admin-panel';
import type { PhotoRemovalTarget } from './photo-removal-dialog';
import { ReviewImage } from './review-image';

function PhotoList({ member, onRemove }: Props) {
  const { t } = useTranslation('admin');
  const photos = useMemberPhotos(member.id);
  if (photos.isPending) return <AdminLoading label={t('loading')} />;
  if (photos.isError) return <p className="text-sm text-danger-600">{t('memberPhotos.loadError')}</p>;
  if (photos.data.length === 0)
    return <p className="text-sm text-ink-600">{t('memberPhotos.empty', { name: member.name })}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.data.map((photo, index) => (
        <li key={photo.id} className="space-y-2">
          <div className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-lg bg-ink-100">
            <ReviewImage id={photo.id} alt={t('memberPhotos.alt', { index: index + 1, name: member.name })} />
          </div>
          {photo.screening === 'held' ? (
            <p className="text-xs font-medium text-amber-900">{t('memberPhotos.held')}</p>
          ) : null}
          <Button variant="ghost" onClick={() => onRemove({ id: photo.id, ownerName: member.name })}>
            {t('memberPhotos.remove', { index: index + 1 })}
          </Button>
        </li>
      ))}
    </ul>
  );
}

type Props = { member: { id: string; name: string }; onRemove: (target: PhotoRemovalTarget) => void };

export function MemberPhotos({ member, onRemove }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="mt-3">
      <Button variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {t(open ? 'memberPhotos.hide' : 'memberPhotos.show', { name: member.name })}
      </Button>
      <div id={regionId} className="mt-3" hidden={!open}>
        {open ? <PhotoList member={member} onRemove={onRemove} /> : null}
      </div>
    </div>
  );
}
