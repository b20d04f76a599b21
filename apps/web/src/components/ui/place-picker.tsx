// The place picker (issue 15): a text field that suggests towns as one types (WAI-ARIA combobox with a
// listbox: arrows move, Enter picks, Escape closes). Picking a town fills the text and gives its id;
// typing again forgets the id. Free text that matches no town is still accepted: the hint says the
// distance to others will then be unknown. The owner of the form keeps the text and the id.
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_MAX_LENGTH, type Place } from '@affinia/contract';
import { placeText, searchPlaces } from '../../lib/places';
import { FieldMessage, describedBy } from './field-message';
import { inputClasses } from './text-field';

/** Waits this long after the last keystroke before asking (a query takes well under 5 ms server-side). */
const DEBOUNCE_MS = 150;

type PlacePickerProps = {
  label: string;
  name: string;
  text: string;
  placeId: number | null;
  onChange: (text: string, place: Place | null) => void;
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  /** The text input, for a form that moves the focus to the first wrong field. */
  inputRef?: Ref<HTMLInputElement>;
};

export function PlacePicker({
  label,
  name,
  text,
  placeId,
  onChange,
  placeholder,
  error,
  required,
  inputRef,
}: PlacePickerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [searched, setSearched] = useState('');
  /** True once the person types; a prefilled or picked text asks nothing. */
  const [typed, setTyped] = useState(false);
  const query = text.trim();
  const searching = typed && query.length >= 2;

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(query, controller.signal).then(
        (found) => {
          setSuggestions(found);
          setSearched(query);
          setActive(-1);
        },
        () => setSuggestions([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searching]);

  const pick = (place: Place) => {
    setTyped(false);
    onChange(placeText(place), place);
    setOpen(false);
    setSuggestions([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && searching && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && searching && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && searching && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const showList = open && searching && suggestions.length > 0;
  // Free text that names no listed town: accepted, with its consequence said plainly.
  // (A typed text with suggestions left unpicked may still be found by the server's own lookup.)
  const unknown =
    placeId === null &&
    query.length > 0 &&
    !showList &&
    (typed ? searched === query && suggestions.length === 0 : true);
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error || unknown ? messageId : null)}
        maxLength={LOCATION_MAX_LENGTH}
        required={required}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setTyped(true);
          setOpen(true);
          onChange(event.target.value, null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={`${inputClasses} ${error ? 'border-danger-600 ring-1 ring-danger-600' : 'border-ink-400 focus-visible:border-accent-600'}`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('places.suggestions')}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-ink-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((place, i) => (
          <li
            key={place.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            className={`cursor-pointer px-3.5 py-2 text-ink-900 ${i === active ? 'bg-accent-50' : 'hover:bg-ink-100'}`}
          >
            <span className="font-medium">{place.name}</span>
            <span className="text-sm text-ink-600">
              {' '}
              {[place.region, place.country_name].filter(Boolean).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      <FieldMessage id={hintId} tone="neutral">
        {placeId !== null ? t('places.picked') : t('places.hint')}
      </FieldMessage>
      <div aria-live="polite">
        {error ? (
          <FieldMessage id={messageId} tone="danger">
            {error}
          </FieldMessage>
        ) : unknown ? (
          <FieldMessage id={messageId} tone="neutral">
            {t('places.unknown')}
          </FieldMessage>
        ) : null}
      </div>
    </div>
  );
}
