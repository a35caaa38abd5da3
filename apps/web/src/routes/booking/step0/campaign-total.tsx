import { formatMoney } from '@salon/domain';
import { usePageLang, useTranslation } from '../../../i18n/use-translation.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { useRepricedTotal } from '../shared/campaign-pricing.ts';
import '../shared/service-block-texts.ts';

/** The total after the chosen promotions, by the same domain rule the server applies. */
export default function CampaignTotal({ person, phone }: { person: PersonDraft; phone: string | null }) {
  const { t } = useTranslation('services');
  const lang = usePageLang();
  const priced = useRepricedTotal(person, phone);
  return (
    <strong>
      {priced.saving > 0 && (
        <s className="svc-block__old">{formatMoney(priced.totalBeforeCampaigns, lang)}</s>
      )}{' '}
      {t('totalToPay', { total: formatMoney(priced.total, lang) })}
    </strong>
  );
}
