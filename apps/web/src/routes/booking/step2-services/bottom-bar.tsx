import { formatMoney, totalOf } from '@salon/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DraftService } from '../draft/draft-types.ts';

interface Props {
  chosen: readonly DraftService[];
  onRemove: (id: number) => void;
  onDone: () => void;
}

/** Count with a collapsible chosen list, the total (old total struck through when discounted), Done. */
export function BottomBar({ chosen, onRemove, onDone }: Props) {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { total, oldTotal } = totalOf(chosen);
  return (
    <section className="svc-bar" aria-label={t('chosenList')}>
      {open && chosen.length > 0 && (
        <ul id={listId} className="svc-bar__list">
          {chosen.map((s) => (
            <li key={s.serviceId}>
              <span>{s.name}</span>
              <span className="svc-bar__price">{formatMoney(s.price, lang)}</span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t('removeNamed', { name: s.name })}
                onClick={() => onRemove(s.serviceId)}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="svc-bar__row">
        <button
          type="button"
          className="svc-bar__count"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {t('chosenCount', { n: chosen.length })} {open ? '▾' : '▴'}
        </button>
        <p className="svc-bar__total">
          <span>{t('total')}: </span>
          <strong data-testid="services-total">{formatMoney(total, lang)}</strong>
          {oldTotal > total && (
            <del className="svc-price--old" data-testid="services-old-total">
              <span className="visually-hidden">{t('oldTotal')}: </span>
              {formatMoney(oldTotal, lang)}
            </del>
          )}
        </p>
        <button type="button" className="btn btn--primary" disabled={chosen.length === 0} onClick={onDone}>
          {t('done')}
        </button>
      </div>
    </section>
  );
}
