// The admin's decision about a member (DSA Art. 17): warning, suspension (with its length) or account
// closure, its ground, and the facts the member is sent. Validated by the contract's own schema.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MODERATION_ACTIONS,
  MODERATION_GROUNDS,
  SUSPENSION_DAYS_MAX,
  moderationDecisionBodySchema,
  z,
} from '@affinia/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorText, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useModerateMember } from '../api/moderate-member';
import { DecisionReasonFields } from './decision-reason-fields';

export type ModerationTarget = { id: string; name: string; reportId?: string };

// What the form holds (the duration as typed), checked by the contract's schema once shaped.
const formSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    ground: z.enum(MODERATION_GROUNDS),
    statement: z.string(),
    days: z.string(),
  })
  .transform((values, ctx) => {
    const parsed = moderationDecisionBodySchema.safeParse({
      action: values.action,
      ground: values.ground,
      statement: values.statement,
      ...(values.action === 'suspend' ? { days: Number(values.days) } : {}),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export function ModerationDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(formSchema, {
    defaultValues: { action: 'warn', ground: 'terms', statement: '', days: '7' },
  });
  const moderate = useModerateMember();
  // useWatch, not form.watch: a subscription the React Compiler's memoisation cannot skip.
  const action = useWatch({ control: form.control, name: 'action' });

  const close = () => {
    form.reset();
    onClose();
  };

  const send = form.handleSubmit((body) => {
    if (!target) return;
    moderate.mutate(
      { userId: target.id, body: target.reportId ? { ...body, report_id: target.reportId } : body },
      {
        onSuccess: () => {
          toast.success(t('moderate.done', { name: target.name }));
          close();
        },
      },
    );
  });

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('moderate.title', { name: target?.name ?? '' })}
      description={t('moderate.text', { name: target?.name ?? '' })}
      confirmLabel={t('moderate.confirm')}
      cancelLabel={t('moderate.cancel')}
      busyLabel={t('moderate.busy')}
      busy={moderate.isPending}
      onConfirm={(event) => void send(event)}
      onClose={close}
    >
      <SelectField
        label={t('moderate.decision')}
        options={MODERATION_ACTIONS.map((value) => ({ value, label: t(`moderate.decisions.${value}`) }))}
        {...form.register('action')}
      />
      {action === 'suspend' ? (
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={SUSPENSION_DAYS_MAX}
          label={t('moderate.days', { max: SUSPENSION_DAYS_MAX })}
          {...form.register('days')}
          error={fieldErrorText(form.formState.errors.days)}
        />
      ) : null}
      <DecisionReasonFields
        ground={form.register('ground')}
        statement={form.register('statement')}
        statementError={fieldErrorText(form.formState.errors.statement)}
      />
    </ConfirmDialog>
  );
}
