import { type DateOption, message } from '@salon/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface Props {
  options: readonly DateOption[];
  /** DD-MM-YYYY */
  value: string;
  onChange: (date: string) => void;
  disabled?: boolean;
}

/**
 * The date dropdown: today, tomorrow and the day after with weekday, dd/mm and tag; days the role does
 * not open are disabled; weekend days say in words that weekend prices apply (never an icon alone).
 */
export function DateDropdown({ options, value, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation('booking-time');
  const weekendPrices = message('weekendPrices', i18n.language === 'en' ? 'en' : 'vi');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const label = (o: DateOption) => t('dateOption', { weekday: o.weekday, ddmm: o.ddmm, tag: o.tag });
  const chosen = options.find((o) => o.date === value);
  return (
    <div className="b-drop">
      <button
        ref={toggle}
        type="button"
        className="b-drop__toggle"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="b-drop__label">{t('date')}</span>
        <span>
          {chosen ? label(chosen) : value}
          {chosen?.isSpecial && <span className="b-date__special"> · {weekendPrices}</span>}
        </span>
      </button>
      {open && (
        <ul id={listId} className="b-drop__list" aria-label={t('dateList')}>
          {options.map((o) => (
            <li key={o.date}>
              <button
                type="button"
                className="b-date"
                aria-pressed={o.date === value}
                disabled={!o.isActive}
                onClick={() => {
                  onChange(o.date);
                  setOpen(false);
                  // The chosen button goes with the list: focus stays here, not at the page top.
                  toggle.current?.focus();
                }}
              >
                <span className="b-date__weekday">{o.weekday}</span>
                <span className="b-date__ddmm">{o.ddmm}</span>
                <span className="b-date__tag">{o.tag}</span>
                {o.isSpecial && <span className="b-date__special">{weekendPrices}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
