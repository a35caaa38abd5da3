import { formatMoney } from '@salon/domain';
import { useState } from 'react';
import { usePageLang, useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { toggleCampaign } from '../draft/campaign-actions.ts';
import { draftStore, useCurrentPerson } from '../draft/draft-store.ts';
import type { CampaignItem } from '@salon/domain/contracts';
import { CampaignCard } from './campaign-card.tsx';
import { notCombinableIds, priceWithCampaigns, usePersonCampaigns } from '../shared/campaign-pricing.ts';
import '../shared/campaign-texts.ts';
import { OwnTabGate } from './own-tab.tsx';
import '../shared/campaigns.css';
import { useBookingPhone } from '../shared/use-booking-phone.ts';

type Tab = 'product' | 'own';

/** Step 4: the product's promotions and the customer's own; choosing reprices the person's total. */
export default function Step4Campaigns() {
  const { t } = useTranslation('campaigns');
  const lang = usePageLang();
  const { go } = useBookingNav();
  const person = useCurrentPerson();
  const { phone } = useBookingPhone();
  const [tab, setTab] = useState<Tab>('product');
  const query = usePersonCampaigns(person, phone);
  const lists = query.data?.data;
  const all = lists ? [...lists.salon, ...lists.customer] : [];
  const chosenIds = person.campaign.map((c) => c.id);
  const pricing = priceWithCampaigns(person, all, chosenIds);
  const blocked = notCombinableIds(person, all, chosenIds);

  const toggle = (item: CampaignItem) =>
    draftStore.dispatch(toggleCampaign, { id: item.campaignId, name: item.name });
  const list = (items: CampaignItem[], listName = 'list') =>
    items.length === 0 ? (
      <p className="campaigns__empty">{t('empty')}</p>
    ) : (
      <ul className="campaigns__list">
        {items.map((item) => (
          <CampaignCard
            key={item.campaignId}
            item={item}
            listName={listName}
            chosen={chosenIds.includes(item.campaignId)}
            notCombinable={blocked.has(item.campaignId)}
            onToggle={() => toggle(item)}
            onDetail={() => go(5, { campaignId: item.campaignId })}
          />
        ))}
      </ul>
    );

  return (
    <section className="campaigns" aria-labelledby="campaigns-title">
      <h1 id="campaigns-title" className="booking__title">
        {t('title')}
      </h1>
      {!person.salon && <p className="campaigns__note">{t('noSalon')}</p>}
      <div className="campaigns__tabs" role="tablist" aria-label={t('tabsLabel')}>
        {(['product', 'own'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`campaigns-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="campaigns-panel"
            className="campaigns__tab"
            onClick={() => setTab(id)}
          >
            {id === 'product' ? t('tabProduct') : t('tabOwn')}
          </button>
        ))}
      </div>
      <div
        id="campaigns-panel"
        role="tabpanel"
        aria-labelledby={`campaigns-tab-${tab}`}
        className="campaigns__panel"
      >
        {query.isLoading && <p aria-busy="true">{t('loading')}</p>}
        {query.isError && <p className="campaigns__empty">{t('loadFailed')}</p>}
        {tab === 'product' && lists && (
          <>
            {lists.best.length > 0 && (
              <>
                <h2 className="campaigns__heading">{t('best')}</h2>
                {list(lists.best, 'best')}
              </>
            )}
            <h2 className="campaigns__heading">{t('tabProduct')}</h2>
            {list(lists.salon)}
          </>
        )}
        {tab === 'own' && <OwnTabGate>{lists && list(lists.customer)}</OwnTabGate>}
      </div>
      <div className="campaigns__bar">
        <p className="campaigns__total">
          <span>{t('total')}: </span>
          <strong data-testid="campaign-total">{formatMoney(pricing.total, lang)}</strong>
          {pricing.saving > 0 && (
            <s className="campaigns__before">
              <span className="visually-hidden">{t('totalBefore')}: </span>
              {formatMoney(pricing.totalBeforeCampaigns, lang)}
            </s>
          )}
        </p>
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={chosenIds.length === 0}
          onClick={() => go(person.chosenService.length > 0 ? 0 : 2, { campaignId: null })}
        >
          {t('apply')}
        </button>
      </div>
    </section>
  );
}
