// The ground and the statement of reasons every moderation decision carries (DSA Art. 17): shared by
// the decision about a member and the removal of a held photo.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MODERATION_GROUNDS, MODERATION_STATEMENT_MAX } from '@affinia/contract';
import { FieldMessage } from '../../../components/ui/field-message';
import { SelectField } from '../../../components/ui/select-field';
import { inputClasses } from '../../../components/ui/text-field';

type Props = {
  ground: UseFormRegisterReturn<'ground'>;
  statement: UseFormRegisterReturn<'statement'>;
  statementError: string | null | undefined;
};

export function DecisionReasonFields({ ground, statement, statementError }: Props) {
  const { t } = useTranslation('admin');
  const statementId = useId();
  return (
    <>
      <SelectField
        label={t('moderate.ground')}
        options={MODERATION_GROUNDS.map((value) => ({ value, label: t(`moderate.grounds.${value}`) }))}
        {...ground}
      />
      <div>
        <label htmlFor={statementId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('moderate.statement')}
        </label>
        <textarea
          id={statementId}
          rows={4}
          maxLength={MODERATION_STATEMENT_MAX}
          required
          aria-invalid={statementError ? true : undefined}
          aria-describedby={statementError ? `${statementId}-message` : undefined}
          {...statement}
          className={`${inputClasses} ${statementError ? 'border-danger-600' : 'border-ink-400'}`}
        />
        {statementError ? (
          <FieldMessage id={`${statementId}-message`} tone="danger">
            {statementError}
          </FieldMessage>
        ) : null}
      </div>
    </>
  );
}
