// The empty conversation (spec section 2): 'Démarrez la conversation !' and the AI openers, each a
// button that puts it in the composer, to be edited or sent as it is (issue 35: the spec's "send when
// clicked" left no chance to change a word; decision 050). Without openers (none yet, or the AI
// unavailable) only the invitation shows.
// Openers containing one of the member's hidden words are left out: nobody is offered to send them.
import { useTranslation } from 'react-i18next';
import { hiddenWordsMatcher } from '@affinia/contract';
import { useHiddenWords } from '../../../lib/hidden-words';

type StarterSuggestionsProps = { suggestions: readonly string[]; disabled: boolean; onPick: (text: string) => void };

export function StarterSuggestions({ suggestions: all, disabled, onPick }: StarterSuggestionsProps) {
  const { t } = useTranslation('chat');
  const hides = hiddenWordsMatcher(useHiddenWords().data?.words ?? []);
  const suggestions = all.filter((suggestion) => !hides(suggestion));
  return (
    <div className="flex flex-col items-center py-8 text-center">
      <p className="text-lg font-semibold text-ink-900">{t('empty.title')}</p>
      {suggestions.length > 0 ? (
        <>
          <h2 className="mt-4 text-sm font-medium text-ink-600">{t('empty.suggestions')}</h2>
          <ul className="mt-3 flex w-full max-w-md flex-col gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onPick(suggestion)}
                  className="w-full rounded-xl bg-white px-4 py-3 text-left text-sm text-ink-900 shadow-sm ring-1 ring-ink-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
