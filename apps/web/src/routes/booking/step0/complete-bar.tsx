import { formatMoney, totalOf, validateBookingPhone } from '@salon/domain';
import { lazy, Suspense } from 'react';
import { usePageLang, useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useDraft } from '../draft/draft-store.ts';
import { CompleteButton } from './complete-button.tsx';
import './complete-bar.css';

// Promotions change the total by the pricing rules: that code loads only once a promotion is chosen.
const CampaignSum = lazy(() => import('./campaign-sum.tsx'));

/**
 * Step 0's bottom bar: the number of services and the total beside 'Hoàn tất'. Sticky at the bottom
 * of the screen on phones (complete-bar.css), so the main action is always in reach.
 */
export function CompleteBar() {
  const { t } = useTranslation();
  const lang = usePageLang();
  const { query } = useBookingNav();
  const { persons } = useDraft();
  const count = persons.reduce((n, p) => n + p.chosenService.length, 0);
  const plain = persons.reduce((sum, p) => sum + totalOf(p.chosenService).total, 0);
  const rawPhone = persons[0]?.phone ?? query.phone;
  const phone = rawPhone && validateBookingPhone(rawPhone).ok ? rawPhone : null;
  const withCampaign = persons.some((p) => p.campaign.length > 0);
  return (
    <div className="b-bar" data-testid="complete-bar">
      <p className="b-bar__sum">
        <span className="b-bar__count">
          {count > 0 ? t('booking.step0.barCount', { n: count }) : t('booking.step0.barNone')}
        </span>
        {count > 0 && (
          <span className="b-bar__total">
            <span className="visually-hidden">{t('booking.step0.barTotal')}: </span>
            {withCampaign ? (
              <Suspense fallback={<span aria-busy="true">{formatMoney(plain, lang)}</span>}>
                <CampaignSum persons={persons} phone={phone} />
              </Suspense>
            ) : (
              formatMoney(plain, lang)
            )}
          </span>
        )}
      </p>
      <CompleteButton />
    </div>
  );
}
