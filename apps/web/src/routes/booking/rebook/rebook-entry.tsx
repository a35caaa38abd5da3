import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../features/toast/toast-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { addressNow, useBookingNav } from '../booking-nav.ts';
import { fetchHours } from '../api/use-hours.ts';
import { fetchStylists } from '../api/use-stylists.ts';
import { chooseServices } from '../draft/draft-actions.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import { chooseDate, chooseStylist, pickHour, toDraftHour } from '../draft/time-actions.ts';
import { withSelected } from '../shared/chosen-services.ts';
import { fetchServiceList, flattenServices, toDomainRules } from '../shared/use-service-list.ts';
import { firstFreeHour } from './first-free-hour.ts';
import { REBOOK_PARAM, REBOOK_STYLIST_PARAM, readRebook } from './rebook-link.ts';
import './rebook-texts.ts';

/**
 * /booking?rebook={serviceIds}&rebookStylist={id}&salonId={id}: once the salon is in the draft, the
 * visit's services are chosen, then the first free day and hour (with its stylist when they work
 * there that day) — then the parameters leave the URL, so a reload keeps the customer's own changes.
 */
export default function RebookEntry() {
  const { t, i18n } = useTranslation('rebook');
  const { params, query } = useBookingNav();
  const [, setParams] = useSearchParams();
  const wanted = readRebook(params);
  const first = useDraft().persons[0];
  const salonId = first?.salon?.id ?? null;
  const started = useRef(false);
  const [working, setWorking] = useState(true);

  useEffect(() => {
    if (!wanted || !first || salonId === null || salonId <= 0 || started.current) return;
    started.current = true;
    const phone = query.phone;
    const lang = i18n.language === 'en' ? 'en' : 'vi';
    (async () => {
      const list = await fetchServiceList(salonId, phone, lang);
      const model = {
        byId: new Map(flattenServices(list.data).map((s) => [s.serviceId, s])),
        rules: toDomainRules(list.data.rulesSpecialDay),
      };
      const services = withSelected(first, wanted.serviceIds, model);
      const ids = services.map((s) => s.serviceId);
      const found = await firstFreeHour(salonId, wanted.stylistId, {
        stylists: (date) => fetchStylists({ salonId, workDate: date, customerPhone: phone }),
        hours: (date, stylistId) =>
          fetchHours({ salonId, bookDate: date, stylistId, serviceIds: ids, customerPhone: phone }),
      });
      // All at once, after the search: step 0 never shows (and reacts to) half a rebooking.
      if (services.length > 0) draftStore.dispatch(chooseServices, services, 0);
      if (found) {
        draftStore.dispatch(chooseDate, found.date);
        draftStore.dispatch(chooseStylist, found.stylist);
        draftStore.dispatch(pickHour, toDraftHour(found.hour));
      }
      return found !== null;
    })()
      .catch(() => false)
      .then((ok) => {
        // The part unmounts with its parameters: the outcome is a toast that outlives it.
        if (!ok) toast.error(t('noFreeHour'));
        setWorking(false);
        setParams(
          () => {
            const next = addressNow();
            next.delete(REBOOK_PARAM);
            next.delete(REBOOK_STYLIST_PARAM);
            return next;
          },
          { replace: true },
        );
      });
  }, [wanted, first, salonId, query.phone, i18n.language, setParams, t]);

  if (!working || !wanted) return null;
  return (
    <p className="block" aria-busy="true" data-testid="rebook-working">
      {t('working')}
    </p>
  );
}
