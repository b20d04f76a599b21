// My photos (spec sections 2, 5, 8): a grid with a delete button on each, and an add tile while fewer
// than 6 exist. The picker accepts image/* and anything else is refused before upload; the server
// checks the bytes again and its reason is shown under the spec's toast when it refuses one.
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MAX_PHOTOS, type Me } from '@affinia/contract';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletePhoto } from '../api/delete-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { photoUrl } from '../../../lib/photo-sources';

/** The server's reason, in the interface language, to show under a failure toast. */
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

export function PhotoGallery({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const upload = useUploadPhoto();
  const removal = useDeletePhoto();
  const { photos } = profile;
  const held = new Set(profile.held_photos);
  const canAdd = photos.length < MAX_PHOTOS;

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

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photoId, index) => {
          const deleting = removal.isPending && removal.variables === photoId;
          return (
            <li
              key={photoId}
              className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-200"
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
              <button
                type="button"
                onClick={() => remove(photoId)}
                disabled={removal.isPending}
                aria-label={t('photos.delete', { index: index + 1 })}
                className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-white/95 text-danger-600 shadow-md ring-1 ring-ink-200 hover:bg-white disabled:cursor-not-allowed disabled:opacity-70"
              >
                {deleting ? <Spinner className="size-5" /> : <TrashIcon />}
              </button>
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
