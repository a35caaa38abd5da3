import type { PlaceSuggestion } from '@salon/domain/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDebounced } from '../booking/step1-salon/use-debounced.ts';
import { useAddressSuggestions } from '../../features/places/place-queries.ts';

interface Props {
  /** What the field shows once an address is chosen. */
  chosen: PlaceSuggestion | null;
  onChoose: (s: PlaceSuggestion | null) => void;
  invalid: boolean;
  errorId: string;
}

/**
 * The address field: an ARIA combobox whose listbox holds the server's suggestions (new names, the
 * old one beside). Arrow keys move, Enter picks, Escape closes; typing again clears the choice.
 */
export function AddressCombobox({ chosen, onChoose, invalid, errorId }: Props) {
  const { t } = useTranslation('places');
  const [text, setText] = useState(chosen?.description ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const hintId = useId();
  const inputId = useId();
  const query = useDebounced(text, 250);
  const suggestions = useAddressSuggestions(chosen ? '' : query);
  const items = suggestions.data ?? [];
  const showList = open && !chosen && query.trim().length >= 2;

  function pick(s: PlaceSuggestion) {
    onChoose(s);
    setText(s.description);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (e.key === 'Enter' && showList && active >= 0 && items[active]) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="places-combo">
      <label htmlFor={inputId}>{t('address')}</label>
      <div className="places-combo__box">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          autoComplete="off"
          value={text}
          placeholder={t('addressPlaceholder')}
          maxLength={120}
          onChange={(e) => {
            setText(e.target.value);
            if (chosen) onChoose(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          data-testid="place-address"
        />
        <div
          id={listId}
          role="listbox"
          className="places-combo__list"
          hidden={!showList}
          aria-label={t('address')}
        >
          {showList && items.length === 0 && (
            <div className="places-combo__empty">
              {suggestions.isFetching ? t('searching') : t('noMatch')}
            </div>
          )}
          {showList &&
            items.map((s, i) => (
              <div
                key={s.placeId}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className="places-combo__option"
                // mousedown, not click: the field's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(s);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className="places-combo__main">{s.mainText}</span>
                {s.secondaryText && <span className="places-combo__sub">{s.secondaryText}</span>}
                {s.oldName && <span className="places-combo__old">{t('oldName', { name: s.oldName })}</span>}
              </div>
            ))}
        </div>
      </div>
      <p id={hintId} className="places-hint">
        {t('addressHint')}
      </p>
    </div>
  );
}
