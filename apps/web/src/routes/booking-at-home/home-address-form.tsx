import type { PlaceSuggestion } from '@salon/domain/contracts';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDebounced } from '../booking/step1-salon/use-debounced.ts';
import { useAddressSuggestions } from '../../features/places/place-queries.ts';
import { fetchPlace } from './home-api.ts';
import type { HomeAddressDraft } from './home-store.ts';

/**
 * A new address: house number and street as typed, and the ward or commune from the places search
 * (its coordinates are the commune's, which the salon's radius is measured from).
 */
export function HomeAddressForm({ onDone }: { onDone: (home: HomeAddressDraft) => void }) {
  const { t } = useTranslation('booking-at-home');
  const [street, setStreet] = useState('');
  const [text, setText] = useState('');
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const ids = { street: useId(), area: useId(), list: useId(), hint: useId(), error: useId() };
  const query = useDebounced(text, 250);
  const suggestions = useAddressSuggestions(place ? '' : query);
  const items = suggestions.data ?? [];
  const showList = open && !place && query.trim().length >= 2 && !suggestions.isPending;

  function pick(s: PlaceSuggestion) {
    setPlace(s);
    setText(s.description);
    setOpen(false);
    setError(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && items.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length);
    } else if (e.key === 'Enter' && showList && items[active]) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape') setOpen(false);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (street.trim().length < 2) return setError(t('streetMissing'));
    if (!place) return setError(t('areaMissing'));
    const detail = await fetchPlace(place.placeId).catch(() => null);
    if (!detail) return setError(t('areaMissing'));
    onDone({
      address: `${street.trim()}, ${detail.address}`,
      latitude: detail.latitude,
      longitude: detail.longitude,
      placeId: detail.placeId,
      attrId: null,
    });
  }

  return (
    <form className="ah-form" onSubmit={submit} noValidate>
      <label htmlFor={ids.street}>{t('street')}</label>
      <input
        id={ids.street}
        value={street}
        maxLength={120}
        autoComplete="street-address"
        placeholder={t('streetPlaceholder')}
        aria-invalid={error === t('streetMissing') || undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(e) => setStreet(e.target.value)}
      />
      <label htmlFor={ids.area}>{t('area')}</label>
      <div className="ah-form__combo">
        <input
          id={ids.area}
          role="combobox"
          aria-expanded={showList}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${ids.list}-${active}` : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={error === t('areaMissing') || undefined}
          value={text}
          maxLength={100}
          placeholder={t('areaPlaceholder')}
          onChange={(e) => {
            setText(e.target.value);
            setPlace(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {showList && (
          <div className="ah-form__list" id={ids.list} role="listbox" aria-label={t('area')}>
            {items.length === 0 && <div className="ah-form__empty">{t('noSuggestion')}</div>}
            {items.map((s, i) => (
              <div
                key={s.placeId}
                id={`${ids.list}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                // mousedown, not click: the field's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(s);
                }}
              >
                <span>{s.mainText}</span> <small>{s.secondaryText}</small>
                {s.oldName && <small className="ah-form__old"> ({s.oldName})</small>}
              </div>
            ))}
          </div>
        )}
      </div>
      <p className="ah-form__hint" id={ids.hint}>
        {t('areaHint')}
      </p>
      {error && (
        <p className="b-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary">
        {t('useAddress')}
      </button>
    </form>
  );
}
