// "Mots masqués" (issue 18): words or emoji whose messages and openers are collapsed for the member,
// added one at a time and removed with their own button; each change is saved at once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useHiddenWords, useUpdateHiddenWords } from '../../../lib/hidden-words';
import { toast } from '../../../lib/toast';

export function HiddenWordsSettings() {
  const { t } = useTranslation('dashboard');
  const hidden = useHiddenWords();
  const update = useUpdateHiddenWords();
  const [word, setWord] = useState('');
  const words = hidden.data?.words ?? [];

  const save = (next: string[], done?: () => void) =>
    update.mutate(next, {
      onSuccess: () => {
        done?.();
        toast.success(t('hiddenWords.saved'));
      },
    });

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = word.trim();
    if (!trimmed || update.isPending) return;
    save([...words, trimmed], () => setWord(''));
  };

  return (
    <section
      aria-labelledby="hidden-words-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7"
    >
      <h2 id="hidden-words-title" className="text-lg font-bold text-ink-900">
        {t('hiddenWords.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('hiddenWords.description', { max: HIDDEN_WORDS_MAX })}</p>
      {hidden.isPending ? (
        <Spinner className="mt-4 size-5 text-brand-700" />
      ) : (
        <>
          <form noValidate onSubmit={add} className="mt-4 flex items-end gap-3">
            <div className="flex-1">
              <TextField
                label={t('hiddenWords.label')}
                name="hidden-word"
                maxLength={HIDDEN_WORD_MAX_LENGTH}
                value={word}
                onChange={(event) => setWord(event.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" loading={update.isPending} loadingLabel={t('hiddenWords.saving')}>
              {t('hiddenWords.add')}
            </Button>
          </form>
          {words.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('hiddenWords.listLabel')}>
              {words.map((w) => (
                <li
                  key={w}
                  className="flex items-center gap-1 rounded-full bg-ink-100 py-1 pr-1 pl-3 text-sm text-ink-900"
                >
                  {w}
                  <button
                    type="button"
                    onClick={() => save(words.filter((x) => x !== w))}
                    disabled={update.isPending}
                    aria-label={t('hiddenWords.remove', { word: w })}
                    className="grid size-8 place-items-center rounded-full text-ink-700 hover:bg-ink-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-ink-600">{t('hiddenWords.empty')}</p>
          )}
        </>
      )}
    </section>
  );
}
