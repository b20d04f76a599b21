// What others read on my card: the bio ('Aucune bio pour le moment' when empty), my interests and the
// type of person I am looking for ('Non spécifié' when empty), as spec section 2 lists them — and
// "Modifier" to change them right here (issue 35 item 4), without going through the questionnaire again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { InterestChips } from '../../../components/ui/interest-chips';
import { AboutMeEditor } from './about-me-editor';

export function AboutMe({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const opened = useRef(false);
  // Opening puts the keyboard on the first choice; closing gives it back to "Modifier".
  useEffect(() => {
    if (editing) section.current?.querySelector<HTMLElement>('form button, form textarea')?.focus();
    else if (opened.current) editButton.current?.focus();
    opened.current = editing || opened.current;
  }, [editing]);
  const bio = profile.bio.trim();
  const typeSought = profile.type_preference.trim();
  return (
    <section
      ref={section}
      aria-labelledby="about-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="about-title" className="text-lg font-bold text-ink-900">
          {t('about.title')}
        </h2>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={t('about.editLabel')}
          >
            {t('about.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <AboutMeEditor profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink-600 uppercase">{t('about.bio')}</h3>
          <p className={`mt-1.5 whitespace-pre-line ${bio ? 'text-ink-800' : 'text-ink-600 italic'}`}>
            {bio || t('about.noBio')}
          </p>

          <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-600 uppercase">{t('about.interests')}</h3>
          {profile.interests.length ? (
            <InterestChips interests={profile.interests} tone="brand" className="mt-2" />
          ) : (
            <p className="mt-1.5 text-ink-600 italic">{t('about.noInterests')}</p>
          )}

          <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-600 uppercase">{t('about.typeSought')}</h3>
          <p className={`mt-1.5 whitespace-pre-line ${typeSought ? 'text-ink-800' : 'text-ink-600 italic'}`}>
            {typeSought || t('about.notSpecified')}
          </p>
        </>
      )}
    </section>
  );
}
