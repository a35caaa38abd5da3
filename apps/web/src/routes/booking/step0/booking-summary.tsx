import { formatDate, formatMoney, totalOf } from '@salon/domain';
import { registerTexts } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDraft } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import './booking-summary.css';

registerTexts('bookingSummary', {
  vi: {
    title: 'Lịch của bạn',
    salon: 'Salon',
    services: 'Dịch vụ',
    stylist: 'Stylist',
    when: 'Ngày giờ',
    total: 'Tạm tính',
    person: 'Khách {n}',
    notChosen: 'Chưa chọn',
    systemPicks: 'Salon chọn giúp stylist phù hợp',
    promotionsLater: 'Ưu đãi đã chọn được trừ khi bạn hoàn tất.',
  },
  en: {
    title: 'Your booking',
    salon: 'Salon',
    services: 'Services',
    stylist: 'Stylist',
    when: 'Day and hour',
    total: 'Subtotal',
    person: 'Guest {n}',
    notChosen: 'Not chosen yet',
    systemPicks: 'The salon picks a suitable stylist',
    promotionsLater: 'Chosen promotions are taken off when you complete.',
  },
});

/** Beside step 0 on a wide screen: what is chosen so far, always in view while the steps scroll. */
export default function BookingSummary() {
  const { t, i18n } = useTranslation('bookingSummary');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { persons } = useDraft();
  const salon = persons[0]?.salon ?? null;
  const total = persons.reduce((sum, p) => sum + totalOf(p.chosenService).total, 0);
  const promotions = persons.some((p) => p.campaign.length > 0);
  return (
    <aside className="b-summary" aria-labelledby="b-summary-title" data-testid="booking-summary">
      <h2 id="b-summary-title">{t('title')}</h2>
      <dl>
        <dt>{t('salon')}</dt>
        <dd>{salon ? salon.name : t('notChosen')}</dd>
        {persons.map((p) => (
          <PersonLines key={p.index} person={p} group={persons.length > 1} />
        ))}
        <dt>{t('total')}</dt>
        <dd className="b-summary__total">{formatMoney(total, lang)}</dd>
      </dl>
      {promotions && <p className="b-summary__note">{t('promotionsLater')}</p>}
    </aside>
  );
}

function PersonLines({ person, group }: { person: PersonDraft; group: boolean }) {
  const { t, i18n } = useTranslation('bookingSummary');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const who = group ? ` (${t('person', { n: person.index + 1 })})` : '';
  const services = person.chosenService;
  return (
    <>
      <dt>
        {t('services')}
        {who}
      </dt>
      <dd>
        {services.length === 0
          ? t('notChosen')
          : services.map((s) => (
              <span key={s.serviceId} className="b-summary__line">
                {s.name} · {formatMoney(s.price, lang)}
              </span>
            ))}
      </dd>
      <dt>
        {t('stylist')}
        {who}
      </dt>
      {/* No stylist chosen is a choice too (and the only one where the salon picks): say what it means. */}
      <dd>{person.stylist?.name ?? t('systemPicks')}</dd>
      <dt>
        {t('when')}
        {who}
      </dt>
      <dd>{person.hour ? `${person.hour.hour} · ${formatDate(person.dateBook)}` : t('notChosen')}</dd>
    </>
  );
}
