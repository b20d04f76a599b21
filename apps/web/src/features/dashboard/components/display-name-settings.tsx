// The name other members see (issue 33, decision 040): a first name derived from the full name at
// sign-up, which the member may change here. Cards, matches, chat, mails and push use it; the full
// name stays the member's own (and the team's). Checked with the contract's rule before it is sent.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX_LENGTH, displayNameSchema, type Me } from '@affinia/contract';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateSettings } from '../../../lib/update-settings';

export function DisplayNameSettings({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const settings = useUpdateSettings('dashboard:displayName.saveError');
  const [value, setValue] = useState(profile.display_name);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (settings.isPending) return;
    const parsed = displayNameSchema.safeParse(value);
    if (!parsed.success) {
      setInvalid(true);
      event.currentTarget.querySelector<HTMLElement>('input[name="display_name"]')?.focus();
      return;
    }
    settings.mutate(
      { display_name: parsed.data },
      {
        onSuccess: (updated) => {
          setValue(updated.display_name);
          toast.success(t('displayName.saved'));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="display-name-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7"
    >
      <h2 id="display-name-title" className="text-lg font-bold text-ink-900">
        {t('displayName.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('displayName.description', { name: profile.name })}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          name="display_name"
          label={t('displayName.label')}
          value={value}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="given-name"
          error={invalid ? t('displayName.error', { max: DISPLAY_NAME_MAX_LENGTH }) : null}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" variant="secondary" loading={settings.isPending} loadingLabel={t('displayName.saving')}>
          {t('displayName.save')}
        </Button>
      </form>
    </section>
  );
}
