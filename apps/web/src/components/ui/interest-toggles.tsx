// The 12 interests as toggle chips (aria-pressed, a check mark once chosen): the questionnaire's first
// step and the profile edited in place. Chips, not circles: an empty circle reads as a radio button,
// one choice only.
import { useTranslation } from 'react-i18next';
import { INTERESTS, type Interest } from '@affinia/contract';

/** A check when chosen, a plus when not: the chip says what a tap will do. */
function ChipMark({ chosen }: { chosen: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      {chosen ? (
        <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" data-testid="chip-check" />
      ) : (
        <path d="M8 3.5v9M3.5 8h9" strokeLinecap="round" />
      )}
    </svg>
  );
}

type InterestTogglesProps = {
  selected: readonly Interest[];
  onToggle: (interest: Interest) => void;
  /** The group's accessible name. */
  label: string;
};

export function InterestToggles({ selected, onToggle, label }: InterestTogglesProps) {
  const { t } = useTranslation('common');
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2 sm:gap-2.5">
      {INTERESTS.map((interest) => {
        const pressed = selected.includes(interest);
        return (
          <button
            key={interest}
            type="button"
            aria-pressed={pressed}
            onClick={() => onToggle(interest)}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition-colors sm:text-base ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50'
            }`}
          >
            <ChipMark chosen={pressed} />
            <span className="[overflow-wrap:anywhere]">{t(`interests.${interest}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
