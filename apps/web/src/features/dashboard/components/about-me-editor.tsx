// "À propos de moi" edited where it is read (issue 35 item 4): the interests as chips (3 at least), the
// bio with its counter and tip, the type of person sought. Saved with the rest of the profile as it
// stands; a text the screening flags asks "Êtes-vous sûr(e) ?" first, editing being the filled choice.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_INTERESTS, type Interest, type Me, type ProfileUpdateInput } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InterestToggles } from '../../../components/ui/interest-toggles';
import { ProfileTextField } from '../../../components/ui/profile-text-fields';
import { ApiError } from '../../../lib/api-client';
import { buildProfileUpdate, valuesFromProfile } from '../../../lib/questionnaire-values';
import { toast } from '../../../lib/toast';
import { useSaveAboutMe } from '../api/save-about-me';

type AboutMeEditorProps = { profile: Me; onDone: () => void };

export function AboutMeEditor({ profile, onDone }: AboutMeEditorProps) {
  const { t } = useTranslation(['dashboard', 'questionnaire']);
  const [interests, setInterests] = useState<Interest[]>(() => valuesFromProfile(profile).interests);
  const [bio, setBio] = useState(profile.bio);
  const [typePreference, setTypePreference] = useState(profile.type_preference);
  const [flagged, setFlagged] = useState<ProfileUpdateInput | null>(null);
  const [tooFew, setTooFew] = useState(false);
  const save = useSaveAboutMe();
  const bioRef = useRef<HTMLTextAreaElement>(null);

  const toggle = (interest: Interest) => {
    setTooFew(false);
    setInterests((now) => (now.includes(interest) ? now.filter((i) => i !== interest) : [...now, interest]));
  };

  const send = (body: ProfileUpdateInput) =>
    save.mutate(body, {
      onSuccess() {
        setFlagged(null);
        toast.success(t('dashboard:about.saved'));
        onDone();
      },
      onError(error) {
        if (error instanceof ApiError && error.code === 'profileTextNeedsConfirmation') setFlagged(body);
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (interests.length < MIN_INTERESTS) {
      setTooFew(true);
      return;
    }
    const built = buildProfileUpdate({ ...valuesFromProfile(profile), interests, bio, typePreference });
    if (!built.ok) {
      // The rest of the profile is as saved: only these three fields can be what is refused.
      toast.error(built.problem.kind === 'other' ? built.problem.message : t('questionnaire:toasts.saveError'));
      return;
    }
    send(built.body);
  };

  return (
    <>
      <form onSubmit={submit} className="mt-4 space-y-6" noValidate>
        <div>
          <p className="mb-2 text-sm font-medium text-ink-800">
            {t('dashboard:about.interestsHint', { min: MIN_INTERESTS })}
          </p>
          <InterestToggles selected={interests} onToggle={toggle} label={t('questionnaire:interests.groupLabel')} />
          <p className={`mt-2 text-sm ${tooFew ? 'font-semibold text-danger-600' : 'text-ink-600'}`} aria-live="polite">
            {tooFew
              ? t('dashboard:about.tooFewInterests', { min: MIN_INTERESTS })
              : t('questionnaire:interests.selected', { count: interests.length })}
          </p>
        </div>

        <ProfileTextField field="bio" value={bio} onChange={setBio} textareaRef={bioRef} />
        <ProfileTextField field="typePreference" value={typePreference} onChange={setTypePreference} />

        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            {t('dashboard:about.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} loadingLabel={t('questionnaire:nav.saving')}>
            {t('dashboard:about.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={flagged !== null}
        title={t('questionnaire:textCheck.title')}
        description={t('questionnaire:textCheck.text')}
        confirmLabel={t('questionnaire:textCheck.save')}
        cancelLabel={t('questionnaire:textCheck.edit')}
        busyLabel={t('questionnaire:nav.saving')}
        busy={save.isPending}
        primary="cancel"
        onConfirm={() => {
          if (flagged && !save.isPending) send({ ...flagged, confirm: true });
        }}
        onClose={() => setFlagged(null)}
        returnFocusRef={bioRef}
      />
    </>
  );
}
