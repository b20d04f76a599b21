// The account deletion's flow (spec sections 4, 5, 8): the confirm works only once SUPPRIMER is typed
// exactly; on success it says so, then leaves for / after 1.5 s with the session forgotten.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_REDIRECT_MS, DELETE_CONFIRMATION_WORD } from '@affinia/contract';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { leaveToHome } from '../../../lib/sign-out';

export function useAccountDeletion() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const busy = deletion.isPending || deleted;
  const confirmed = typed === DELETE_CONFIRMATION_WORD;
  // Said as soon as the text can no longer become the word, or when the person confirms anyway.
  const wrongWord = !confirmed && (attempted || (typed !== '' && !DELETE_CONFIRMATION_WORD.startsWith(typed)));
  const wrongWordText = t('deleteAccount.wrongWord', { word: DELETE_CONFIRMATION_WORD });

  const type = (text: string) => {
    setTyped(text);
    setAttempted(false);
  };

  /** False when nothing was sent (busy, or the word is not typed: then the toast says why). */
  const confirm = (): boolean => {
    if (busy) return false;
    if (!confirmed) {
      setAttempted(true);
      toast.error(wrongWordText);
      return false;
    }
    deletion.mutate(undefined, {
      onSuccess() {
        setDeleted(true);
        toast.success(t('deleteAccount.success'));
        window.setTimeout(() => void leaveToHome(navigate, queryClient), ACCOUNT_DELETION_REDIRECT_MS);
      },
    });
    return true;
  };

  return {
    typed,
    type,
    confirm,
    confirmed,
    deleted,
    busy,
    pending: deletion.isPending,
    wrongWordText: wrongWord ? wrongWordText : null,
  };
}
