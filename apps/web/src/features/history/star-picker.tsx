import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * Five radio stars (keyboard: arrows move within the group, as for any radio group). None is chosen
 * until the customer chooses (value null): a rating is never sent by one careless tap.
 */
export function StarPicker({
  value,
  onChange,
  name,
}: {
  value: number | null;
  onChange: (n: number) => void;
  name: string;
}) {
  const { t } = useTranslation('history');
  return (
    <fieldset className="stars">
      <legend className="stars__legend">{t('starsLabel')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label
          key={n}
          className={value !== null && n <= value ? 'stars__star stars__star--on' : 'stars__star'}
        >
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t('stars', { n })}</span>
        </label>
      ))}
    </fieldset>
  );
}
