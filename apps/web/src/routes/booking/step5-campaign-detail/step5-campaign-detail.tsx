import { formatDate, formatMoney, hasCampaignService } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { addCampaign } from '../draft/campaign-actions.ts';
import { draftStore, useCurrentPerson } from '../draft/draft-store.ts';
import { useChosen } from '../shared/use-chosen.ts';
import { useServiceList } from '../shared/use-service-list.ts';
import type { CampaignServiceRef } from '@salon/domain/contracts';
import { useCampaignDetail } from '../shared/campaign-api.ts';
import '../shared/campaign-texts.ts';
import '../shared/campaigns.css';
import { useBookingPhone } from '../shared/use-booking-phone.ts';
import '../shared/services.css';
import { Step5Guide } from './step5-guide.tsx';

/** Step 5: a promotion's detail; its services can be added; choosing it returns to step 4. */
export default function Step5CampaignDetail() {
  const { t, i18n } = useTranslation('campaigns');
  const { params, go } = useBookingNav();
  const person = useCurrentPerson();
  const { phone } = useBookingPhone();
  const rawId = Number(params.get('campaignId'));
  const campaignId = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const salonId = person.salon?.id ?? null;
  const detail = useCampaignDetail(campaignId, salonId, phone);
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const services = useServiceList(salonId, phone, lang);
  const chosen = useChosen(services.data);
  const d = detail.data?.data;

  if (detail.isLoading) return <p aria-busy="true">{t('loading')}</p>;
  if (!d) return <p className="campaigns__empty">{t('notFound')}</p>;

  const rule = {
    applyServiceIds: d.serviceApplies.map((s) => s.id),
    conditionServiceIds: d.serviceConditions.map((s) => s.id),
  };
  const canChoose = hasCampaignService(rule, chosen.chosenIds);
  const choose = () => {
    draftStore.dispatch(addCampaign, { id: d.campaignId, name: d.name });
    go(4, { campaignId: null });
  };
  const serviceList = (items: CampaignServiceRef[]) => (
    <ul className="campaign-detail__services">
      {items.map((s) => {
        const isChosen = chosen.isChosen(s.id);
        const sold = chosen.model.byId.has(s.id);
        return (
          <li key={s.id} className="campaign-detail__service">
            <span>
              <span className="campaign-detail__service-name">{s.name}</span>{' '}
              <strong>{formatMoney(s.price, lang)}</strong>
              {s.price < s.originPrice && (
                <s className="campaigns__before">{formatMoney(s.originPrice, lang)}</s>
              )}
            </span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={isChosen || !sold}
              aria-label={t(isChosen ? 'addedNamed' : 'addNamed', { name: s.name })}
              onClick={() => chosen.select([...chosen.chosenIds, s.id])}
            >
              {isChosen ? t('added') : t('add')}
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <article className="campaign-detail" aria-labelledby="campaign-detail-title">
      <h1 id="campaign-detail-title" className="booking__title">
        {d.name}
      </h1>
      {d.imageUrl && (
        <img className="campaign-detail__image" src={d.imageUrl} alt="" width={480} height={240} />
      )}
      <dl className="campaign-detail__facts">
        <dt>{t('validity')}</dt>
        <dd>
          {t('validityRange', {
            start: formatDate(d.startDate),
            end: formatDate(d.endDate),
          })}
        </dd>
        <dt>{t('remainUsage')}</dt>
        <dd>{d.remainUsage === null ? t('unlimited') : d.remainUsage}</dd>
        <dt>{t('paymentMethod')}</dt>
        <dd>{d.paymentMethod}</dd>
        <dt>{t('salonApplies')}</dt>
        <dd>
          {d.allSalons ? (
            t('allSalons')
          ) : (
            <ul className="campaign-detail__salons">
              {d.salonApplies.map((s) => (
                <li key={s.id}>{s.addressNew}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('condition')}</dt>
        <dd>{d.condition}</dd>
      </dl>
      <Step5Guide list={services.data} chosenIds={chosen.chosenIds} />
      {d.serviceConditions.length > 0 && (
        <>
          <h2 className="campaigns__heading">{t('conditionServices')}</h2>
          {serviceList(d.serviceConditions)}
        </>
      )}
      <h2 className="campaigns__heading">{t('promotedServices')}</h2>
      {serviceList(d.serviceApplies)}
      <div className="campaigns__bar">
        <button type="button" className="btn btn--primary btn--block" disabled={!canChoose} onClick={choose}>
          {t('choose')}
        </button>
      </div>
    </article>
  );
}
