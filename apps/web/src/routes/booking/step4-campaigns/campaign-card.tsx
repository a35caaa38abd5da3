import { formatDate, formatMoney } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CampaignItem } from '@salon/domain/contracts';

interface Props {
  item: CampaignItem;
  chosen: boolean;
  onToggle: () => void;
  onDetail: () => void;
  /** Tells the "best" copy of a card from the one in its list. */
  listName?: string;
  /** It would compete with a chosen promotion for the same service and lower nothing more. */
  notCombinable?: boolean;
}

/** One promotion: selectable only when valid (001 §5); the reason shows when it is not. */
export function CampaignCard({ item, chosen, onToggle, onDetail, listName = 'list', notCombinable }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <li
      className="campaign-card"
      data-valid={item.valid && !notCombinable}
      data-testid={`${listName}-campaign-${item.campaignId}`}
    >
      <label className="campaign-card__main">
        <input
          type="checkbox"
          className="campaign-card__check"
          checked={chosen}
          disabled={(!item.valid || notCombinable === true) && !chosen}
          onChange={onToggle}
          aria-label={t('chooseNamed', { name: item.name })}
        />
        {item.image && (
          <img className="campaign-card__image" src={item.image} alt="" width={64} height={64} />
        )}
        <span className="campaign-card__text">
          <span className="campaign-card__name">{item.name}</span>
          <span className="campaign-card__meta">
            {t('expire', { date: formatDate(item.expire) })}
            {item.remainUsage !== null && ` · ${t('remain', { n: item.remainUsage })}`}
          </span>
          {item.saving > 0 && !notCombinable && (
            <span className="campaign-card__saving">
              {t('saving', { amount: formatMoney(item.saving, lang) })}
            </span>
          )}
          {item.message && <span className="campaign-card__problem">{item.message}</span>}
          {!item.message && notCombinable && (
            <span className="campaign-card__problem">{t('notCombinable')}</span>
          )}
        </span>
      </label>
      <button
        type="button"
        className="btn btn--ghost campaign-card__detail"
        onClick={onDetail}
        aria-label={t('detailNamed', { name: item.name })}
      >
        {t('detail')}
      </button>
    </li>
  );
}
