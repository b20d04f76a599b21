// The optional step after a first questionnaire (issue 34, decision 063): "Ce que je recherche", at its
// own address (/questionnaire?step=preferences) so that a reload keeps it. Not one of the spec's four
// steps, so no "Question n/4": it says "Facultatif". "Enregistrer" saves with PATCH
// /api/profile/settings then goes to /dashboard; "Passer" goes there at once and sends nothing.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { StatedPreferencesForm } from '../../../components/preferences/stated-preferences-form';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { choicesFromSettings } from '../../../lib/stated-preferences';
import { toast } from '../../../lib/toast';
import { useUpdateSettings } from '../../../lib/update-settings';
import { StepSection } from './step-section';

/** `focusHeading`: arriving from step 4 (focus moves to the new step, as between the others). */
export function PreferencesStep({ profile, focusHeading }: { profile: Me; focusHeading: boolean }) {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const save = useUpdateSettings('questionnaire:statedPreferences.saveError');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read once: the saved preferences prefill the form (after a reload, or a second visit).
  const [initial] = useState(() => choicesFromSettings(profile.settings));

  useEffect(() => {
    if (!focusHeading) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
    // Once, as the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="rounded-3xl bg-white shadow-sm ring-1 ring-ink-200 [&_*]:scroll-mt-4 [&_*]:scroll-mb-28">
      <div className="px-4 pt-4 sm:px-8 sm:pt-8">
        <p className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700">
          {t('statedPreferences.badge')}
        </p>
        <StepSection
          title={t('statedPreferences.title')}
          description={t('statedPreferences.description')}
          headingRef={headingRef}
        >
          <StatedPreferencesForm
            initial={initial}
            pending={save.isPending}
            stickyActions
            onSave={(body) =>
              save.mutate(body, {
                onSuccess() {
                  toast.success(t('statedPreferences.saved'));
                  void navigate(paths.dashboard());
                },
              })
            }
            secondaryAction={
              <Button variant="secondary" disabled={save.isPending} onClick={() => void navigate(paths.dashboard())}>
                {t('statedPreferences.skip')}
              </Button>
            }
          />
        </StepSection>
      </div>
    </div>
  );
}
