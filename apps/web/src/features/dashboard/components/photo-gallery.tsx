// My photos (spec sections 2, 5, 8): a grid with a delete button on each, and an add tile while fewer
// than 6 exist. The picker accepts image/* and anything else is refused before upload; the server
// checks the bytes again and its reason is shown under the spec's toast when it refuses one.
// Their order is mine (issue 35 item 4): the first is the main photo, the one a card opens on; a photo
// moves by dragging its handle (finger or mouse), by the arrow keys on that handle, or to the front with
// its star. Each move is said to screen readers.
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MAX_PHOTOS, type Me } from '@affinia/contract';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletePhoto } from '../api/delete-photo';
import { useReorderPhotos } from '../api/reorder-photos';
import { useUploadPhoto } from '../api/upload-photo';
import { usePhotoDrag } from '../hooks/use-photo-drag';
import { movePhoto, targetForKey } from '../photo-order';
import { photoUrl } from '../../../lib/photo-sources';
import { PhotoMinimumBanner } from '../../../components/ui/photo-minimum-banner';

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path
        d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5m2.5 0-.6 10a1.5 1.5 0 0 1-1.5 1.4H7.6a1.5 1.5 0 0 1-1.5-1.4l-.6-10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path d="m10 2.8 2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 8.1l5-.7L10 2.8Z" strokeLinejoin="round" />
    </svg>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
      {[6, 10, 14].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
    </svg>
  );
}

export function PhotoGallery({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const upload = useUploadPhoto();
  const removal = useDeletePhoto();
  const reorder = useReorderPhotos();
  const hintId = useId();
  const { photos } = profile;
  const held = new Set(profile.held_photos);
  const canAdd = photos.length < MAX_PHOTOS;
  const [announcement, setAnnouncement] = useState('');
  // A moved photo's handle keeps the keyboard: its node moved in the list, which drops focus.
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [photos]);

  const move = (photoId: string, to: number) => {
    const from = photos.indexOf(photoId);
    const next = movePhoto(photos, from, to);
    if (next.every((id, i) => id === photos[i])) return;
    reorder.mutate(next);
    const position = next.indexOf(photoId) + 1;
    setAnnouncement(position === 1 ? t('photos.mainChosen') : t('photos.moved', { position, count: next.length }));
  };
  const { drag, handleProps } = usePhotoDrag((dragged, target) => move(dragged, photos.indexOf(target)));
  const onHandleKey = (photoId: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const to = targetForKey(event.key, photos.indexOf(photoId), photos.length);
    if (to === null) return;
    event.preventDefault();
    refocus.current = photoId;
    move(photoId, to);
  };

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after an error) still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('photos.notImage'));
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ screening }) => toast.success(t(screening === 'held' ? 'photos.uploadedHeld' : 'photos.uploaded')),
    });
  };

  const remove = (photoId: string) => {
    removal.mutate(photoId, {
      onSuccess() {
        toast.success(t('photos.deleted'));
        // The button that had focus is gone: keep the keyboard user in the gallery.
        headingRef.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby="photos-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="photos-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink-900">
          {t('photos.title')}
        </h2>
        <p className="text-sm font-semibold text-ink-600 tabular-nums">
          <span className="sr-only">{t('photos.countLabel')} </span>
          {t('photos.count', { count: photos.length, max: MAX_PHOTOS })}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-600">{t('photos.hint')}</p>
      <PhotoMinimumBanner profile={profile} className="mt-3" />
      {photos.length > 1 ? (
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {t('photos.orderHint')}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photoId, index) => {
          const deleting = removal.isPending && removal.variables === photoId;
          const dragged = drag?.id === photoId;
          return (
            <li
              key={photoId}
              data-photo-id={photoId}
              style={dragged ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
              className={`flex flex-col gap-1.5 ${dragged ? 'relative z-10 opacity-80' : ''}`}
            >
              <div
                className={`relative aspect-[3/4] overflow-hidden rounded-2xl bg-ink-100 ${
                  dragged
                    ? 'shadow-xl ring-2 ring-brand-600'
                    : drag?.over === photoId
                      ? 'ring-4 ring-brand-600'
                      : 'ring-1 ring-ink-200'
                }`}
              >
                {held.has(photoId) ? (
                  // Shown to nobody until the team has looked at it (its address answers 404, even to its owner).
                  <div
                    className={`flex size-full flex-col items-center justify-center gap-2 p-3 text-center ${deleting ? 'opacity-50' : ''}`}
                  >
                    <p className="font-semibold text-ink-900">{t('photos.heldTitle', { index: index + 1 })}</p>
                    <p className="text-sm text-ink-700">{t('photos.heldHint')}</p>
                  </div>
                ) : (
                  <img
                    src={photoUrl(photoId)}
                    alt={t('photos.alt', { index: index + 1, name: profile.name })}
                    loading="lazy"
                    className={`size-full object-cover ${deleting ? 'opacity-50' : ''}`}
                  />
                )}
                {index === 0 ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      // The star gives way to the "main photo" mark: the keyboard stays on this photo's handle.
                      refocus.current = photoId;
                      move(photoId, 0);
                    }}
                    aria-label={t('photos.makeMain', { index: index + 1 })}
                    className="absolute top-2 left-2 flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-md ring-1 ring-ink-200 hover:bg-white"
                  >
                    <StarIcon filled={false} />
                  </button>
                )}
                {photos.length > 1 ? (
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) handles.current.set(photoId, node);
                      else handles.current.delete(photoId);
                    }}
                    aria-label={t('photos.move', { index: index + 1 })}
                    aria-describedby={hintId}
                    onKeyDown={(event) => onHandleKey(photoId, event)}
                    {...handleProps(photoId)}
                    className="absolute bottom-2 left-2 flex size-11 cursor-grab touch-none items-center justify-center rounded-full bg-white/95 text-ink-800 shadow-md ring-1 ring-ink-200 hover:bg-white active:cursor-grabbing"
                  >
                    <GripIcon />
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={() => remove(photoId)}
                  disabled={removal.isPending}
                  aria-label={t('photos.delete', { index: index + 1 })}
                  className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-white/95 text-danger-600 shadow-md ring-1 ring-ink-200 hover:bg-white disabled:cursor-not-allowed disabled:opacity-70"
                >
                  {deleting ? <Spinner className="size-5" /> : <TrashIcon />}
                </button>
              </div>
              {/* Under the photo, so it never covers a button on a phone's narrow tiles. */}
              {index === 0 ? (
                <p className="flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-brand-800 sm:text-sm">
                  <StarIcon filled />
                  {t('photos.main')}
                </p>
              ) : (
                <p className="text-xs text-ink-600 sm:text-sm">{t('photos.position', { index: index + 1 })}</p>
              )}
            </li>
          );
        })}
        {canAdd ? (
          <li className="aspect-[3/4]">
            <label
              htmlFor={inputId}
              className={`flex size-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-ink-400 bg-ink-50 p-3 text-center font-semibold text-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600 ${
                upload.isPending ? 'cursor-wait' : 'cursor-pointer hover:border-brand-600 hover:bg-brand-50'
              }`}
            >
              {upload.isPending ? (
                <>
                  <Spinner className="size-7" />
                  <span>{t('photos.uploading')}</span>
                </>
              ) : (
                <>
                  <svg
                    viewBox="0 0 24 24"
                    className="size-8"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M12 5v14M5 12h14" strokeLinecap="round" />
                  </svg>
                  <span>{t('photos.add')}</span>
                </>
              )}
              <input
                id={inputId}
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={pickFile}
                disabled={upload.isPending}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {photos.length === 0 ? <p className="mt-3 text-sm text-ink-600">{t('photos.empty')}</p> : null}
      {canAdd ? null : <p className="mt-3 text-sm text-ink-600">{t('photos.limitReached', { max: MAX_PHOTOS })}</p>}
    </section>
  );
}
