import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface Props {
  /** Called on Enter with the text; returns an error message key or null. */
  onSearch: (query: string) => string | null;
  onClear: () => void;
  active: boolean;
}

/** The step-2 search box: Enter searches; an empty Enter shows 'Please enter valid input'. */
export function ServiceSearch({ onSearch, onClear, active }: Props) {
  const { t } = useTranslation('services');
  const { t: tm } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(onSearch(text));
  };
  return (
    <form className="svc-search" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <div className="svc-search__row">
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={t('searchPlaceholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn">
          {t('searchButton')}
        </button>
        {active && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setText('');
              setError(null);
              onClear();
            }}
          >
            {t('searchClear')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="svc-search__error" role="alert">
          {tm(`msg.${error}`)}
        </p>
      )}
    </form>
  );
}
