import { cleanPlaceText, message, PLACE_DETAIL_MAX, PLACE_NAME_MAX, placeNameProblem } from '@salon/domain';
import type { PlaceSuggestion, SavedPlace } from '@salon/domain/contracts';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { AddressCombobox } from './address-combobox.tsx';
import type { PlaceForm as PlaceFormValues } from './use-places.ts';

interface Props {
  /** The place being edited, or null for a new one. */
  place: SavedPlace | null;
  onSubmit: (values: PlaceFormValues) => Promise<void>;
  onCancel: () => void;
}

/** Name, commune (through the address search) and street of a place; the server has the last word. */
export function PlaceForm({ place, onSubmit, onCancel }: Props) {
  const { t, i18n } = useTranslation('places');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [name, setName] = useState(place?.attrName ?? '');
  const [detail, setDetail] = useState(place?.detail ?? '');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(
    place?.placeId
      ? {
          placeId: place.placeId,
          mainText: place.address,
          secondaryText: '',
          description: place.address,
          oldName: place.oldAddress,
        }
      : null,
  );
  const [error, setError] = useState<{ field: 'name' | 'address' | 'form'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const nameId = useId();
  const detailId = useId();
  const errorId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = placeNameProblem(name);
    if (problem) return setError({ field: 'name', text: message(problem, lang) });
    if (!chosen) return setError({ field: 'address', text: t('pickAddress') });
    setError(null);
    setSending(true);
    try {
      await onSubmit({ name: cleanPlaceText(name), placeId: chosen.placeId, detail: cleanPlaceText(detail) });
    } catch (err) {
      setSending(false);
      const text = err instanceof ApiError && err.data?.message ? err.data.message : t('error');
      setError({ field: 'form', text });
    }
  }

  const errorText = error && (
    <p id={errorId} className="places-error" role="alert">
      {error.text}
    </p>
  );
  return (
    <form
      className="places-form"
      onSubmit={submit}
      noValidate
      aria-label={place ? t('editTitle') : t('addTitle')}
    >
      <h2>{place ? t('editTitle') : t('addTitle')}</h2>
      <div className="places-field">
        <label htmlFor={nameId}>{t('name')}</label>
        <input
          id={nameId}
          type="text"
          value={name}
          maxLength={PLACE_NAME_MAX + 10}
          placeholder={t('namePlaceholder')}
          aria-invalid={error?.field === 'name'}
          aria-describedby={error?.field === 'name' ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (error?.field === 'name') setError(null);
          }}
          data-testid="place-name"
        />
        {error?.field === 'name' && errorText}
      </div>
      <AddressCombobox
        chosen={chosen}
        onChoose={(s) => {
          setChosen(s);
          if (s && error?.field === 'address') setError(null);
        }}
        invalid={error?.field === 'address'}
        errorId={errorId}
      />
      {error?.field === 'address' && errorText}
      <div className="places-field">
        <label htmlFor={detailId}>{t('detail')}</label>
        <input
          id={detailId}
          type="text"
          value={detail}
          maxLength={PLACE_DETAIL_MAX}
          autoComplete="street-address"
          onChange={(e) => setDetail(e.target.value)}
        />
      </div>
      {error?.field === 'form' && errorText}
      <div className="places-actions">
        <button type="submit" className="btn btn--primary" disabled={sending} data-testid="place-save">
          {sending ? t('saving') : t('save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
