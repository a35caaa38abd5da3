import { dateOptions, fromDdMmYyyy, validateBookingPhone } from '@salon/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingRole } from '../api/use-booking-role.ts';
import { useBookingNav } from '../booking-nav.ts';
import { restartDate } from '../draft/draft-actions.ts';
import { draftStore, useCurrentPerson, useDraft } from '../draft/draft-store.ts';
import './time-block.css';
import { useVietnamClock } from './use-vietnam-clock.ts';

// The stylists, days and hours appear once a salon and services are chosen: their code loads then.
const TimeChooser = lazy(() => import('./time-chooser.tsx'));
// The customer tabs exist only in a group (never on the server's first render): they load with it.
const GroupPersonTabs = lazy(() =>
  import('./group-person-tabs.tsx').then((m) => ({ default: m.GroupPersonTabs })),
);

/** Block 4 'Chọn ngày, giờ & thợ cắt': what is missing first, then the chooser (time-chooser.tsx). */
export function TimeBlock() {
  const { t: tm, i18n } = useTranslation();
  const { query } = useBookingNav();
  const draft = useDraft();
  const person = useCurrentPerson();
  const groupSize = draft.persons.length;
  const rawPhone = person.phone ?? query.phone;
  const phone = rawPhone && validateBookingPhone(rawPhone).ok ? rawPhone : null;
  const salonId = person.salon?.id ?? null;
  const serviceIds = person.chosenService.map((s) => s.serviceId);
  const clock = useVietnamClock(query.source === 'book_at_salon');
  const role = useBookingRole(phone, salonId);
  const options = dateOptions(clock.todayIso, role.dayLimits, i18n.language === 'en' ? 'en' : 'vi');
  const dateIso = fromDdMmYyyy(person.dateBook) ?? clock.todayIso;

  // A draft kept from an earlier day (or a day the role does not open) starts again from today.
  useEffect(() => {
    const active = options.filter((o) => o.isActive).map((o) => o.date);
    if (!active.includes(person.dateBook) && active[0]) draftStore.dispatch(restartDate, active[0]);
  }, [options, person.dateBook]);
  const done = person.chosenService.length > 0 && person.hour !== null;
  const ready = salonId !== null && salonId > 0 && serviceIds.length > 0;
  return (
    <section className="block b-time" aria-labelledby="b-time" data-state={done ? 'done' : 'active'}>
      <h2 id="b-time">{tm('booking.step0.time')}</h2>
      {groupSize > 1 && (
        <Suspense fallback={<div className="b-persons" />}>
          <GroupPersonTabs />
        </Suspense>
      )}
      {!salonId && <p className="b-hint">{tm('msg.chooseSalonFirst')}</p>}
      {salonId !== null && salonId > 0 && serviceIds.length === 0 && (
        <p className="b-hint">{tm('msg.chooseServicesFirst')}</p>
      )}
      {ready && (
        <Suspense fallback={<p aria-busy="true">{tm('common.loading')}</p>}>
          <TimeChooser
            salonId={salonId}
            serviceIds={serviceIds}
            phone={phone}
            groupSize={groupSize}
            clock={clock}
            options={options}
            dateIso={dateIso}
            allowBookStylist={role.allowBookStylist}
          />
        </Suspense>
      )}
    </section>
  );
}
