import { type DateOption, TRACKING_EVENTS } from '@salon/domain';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../../features/toast/toast-store.ts';
import { track } from '../../../features/tracking/tracking.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Hour, Stylist } from '@salon/domain/contracts';
import { hoursKey, useHours } from '../api/use-hours.ts';
import { useStylists } from '../api/use-stylists.ts';
import { draftStore, useCurrentPerson } from '../draft/draft-store.ts';
import { needsSkinner, wantedSkinnerId } from '../draft/skinner-actions.ts';
import { chooseDate, chooseStylist, pickHour, toDraftHour } from '../draft/time-actions.ts';
import './time-popup-texts.ts';
import { DateDropdown } from './date-dropdown.tsx';
import { HourCarousel } from './hour-carousel.tsx';
import { ReceptionLine } from './reception-line.tsx';
import { hourPrompt, useHourPromptCount } from './hour-prompt.ts';
import { StylistCarousel } from './stylist-carousel.tsx';
import { type Clock, isHourPast, salonClock } from './time-rules.ts';
import { useHourEffects } from './use-hour-effects.ts';
import { useHourTaken } from './use-hour-taken.ts';
import { useLiveHours } from '../api/use-live-hours.ts';
import { useAtHome } from '../../booking-at-home/use-at-home.ts';
import { useHomeAddress } from '../../booking-at-home/home-store.ts';

const StylistBusyPopup = lazy(() => import('../popups/stylist-busy-popup.tsx'));
const StylistMovedPopup = lazy(() => import('../popups/stylist-moved-popup.tsx'));
const BackupSalonSuggestion = lazy(() => import('../popups/backup-salon-suggestion.tsx'));
// Only skin care needs a skinner: the chooser loads when such a service is chosen.
const SkinnerChooser = lazy(() => import('./skinner-chooser.tsx'));
// 'Báo cho tôi khi có chỗ' (waitlist, issue 22) loads when the day has full hours and none is picked.
const WaitlistJoin = lazy(() => import('../../waitlist/waitlist-join.tsx'));

/** The time-slot dropdown closes this long after a slot is picked (001 §9). */
const HOUR_CLOSE_MS = 500;

export interface TimeChooserProps {
  salonId: number;
  serviceIds: number[];
  phone: string | null;
  groupSize: number;
  clock: Clock;
  options: DateOption[];
  dateIso: string;
  /** False: the system picks the stylist at this salon, so no stylist is offered (decision 0148). */
  allowBookStylist: boolean;
}

/**
 * Block 4 once a salon and services are chosen: stylist carousel, date dropdown, hour carousel and
 * their popups. Loaded on demand (time-block.tsx): a visitor landing on /booking has neither yet.
 */
export default function TimeChooser({
  salonId,
  serviceIds,
  phone,
  groupSize,
  clock: deviceClock,
  options,
  dateIso,
  allowBookStylist,
}: TimeChooserProps) {
  const { t } = useTranslation('booking-time');
  const { t: tm } = useTranslation();
  const person = useCurrentPerson();
  const chosenStylistId = person.stylist?.id ?? 0;
  // Where the salon picks every stylist, the hours are asked for any stylist (a named one is refused).
  const stylistId = allowBookStylist ? chosenStylistId : 0;
  const home = useHomeAddress();
  const atHome = useAtHome();
  // In a group, only slots where the whole group's stylists are free.
  const hoursQuery = {
    salonId,
    bookDate: person.dateBook,
    stylistId,
    // Customer 1's chosen skinner, when a chosen service needs one.
    skinnerId: wantedSkinnerId(person),
    serviceIds,
    customerPhone: phone,
    groupSize,
    home: atHome ? home : null,
  };
  const stylists = useStylists({ salonId, workDate: person.dateBook, customerPhone: phone });
  const hours = useHours(hoursQuery);
  // Live hours (issue 22): the day's hours are asked again when anyone takes or frees one of its slots.
  useLiveHours(salonId, person.dateBook, serviceIds.length > 0);
  const taken = useHourTaken(person, hours.data);
  // Past or in progress depends on the salon's slot length, which comes with its hours.
  const clock = useMemo(() => salonClock(deviceClock, hours.data), [deviceClock, hours.data]);
  const [expired, setExpired] = useState<ReadonlySet<number>>(new Set());
  const [moved, setMoved] = useState<Stylist | null>(null);
  // The hours close for one customer (after their pick, or by the toggle): another customer of a group
  // still sees theirs, even when the previous pick's close comes after the switch.
  const [closedFor, setClosedFor] = useState<number | null>(null);
  const hoursOpen = closedFor !== person.index;
  const setHoursOpen = (open: boolean) => setClosedFor(open ? null : person.index);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const prompt = useHourPromptCount();
  const hoursId = useId();
  const canAdvanceDay = options[1]?.isActive ?? false;
  const { busy, closeBusy } = useHourEffects(
    person,
    hours.data,
    hoursKey(hoursQuery).join('|'),
    dateIso,
    clock,
    canAdvanceDay,
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // A draft carried from elsewhere (a change, 'Đặt lại') may name a stylist this salon does not let one choose.
  useEffect(() => {
    if (!allowBookStylist && chosenStylistId > 0) draftStore.dispatch(chooseStylist, null);
  }, [allowBookStylist, chosenStylistId]);

  const onStylist = (s: Stylist | null) => {
    if (s?.salonEnroll && salonId !== null && s.salonEnroll !== salonId) {
      setMoved(s);
      return;
    }
    draftStore.dispatch(
      chooseStylist,
      s ? { id: s.staffId, name: s.staffName, skillLevel: s.skillLevel } : null,
    );
    track(TRACKING_EVENTS.chooseStylist, { salonId, stylistId: s?.staffId ?? 0, dateBook: person.dateBook });
    setHoursOpen(true);
  };
  const onDate = (date: string) => {
    if (person.index > 0) {
      toast.error(tm('msg.onlyFirstCustomerDate'));
      return;
    }
    // The date is shared: every person follows customer 1.
    draftStore.dispatch(chooseDate, date);
    track(TRACKING_EVENTS.chooseDate, { salonId, dateBook: date });
    setExpired(new Set());
    setHoursOpen(true);
  };
  const onHour = (h: Hour) => {
    draftStore.dispatch(pickHour, toDraftHour(h));
    track(TRACKING_EVENTS.chooseHour, {
      salonId,
      dateBook: person.dateBook,
      stylistId: person.stylist?.id ?? 0,
      hourBook: h.hour,
    });
    hourPrompt.reset();
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setHoursOpen(false), HOUR_CLOSE_MS);
  };
  const reportExpired = (h: Hour) => {
    setExpired((prev) => new Set(prev).add(h.hourId));
    toast.error(t('hourExpired'));
  };

  const showBackup = stylistId === 0 && dateIso === clock.todayIso && !person.hour;
  return (
    <>
      <h3 className="b-sub">{t('stylist')}</h3>
      {allowBookStylist ? (
        <StylistCarousel
          stylists={stylists.data?.stylists ?? []}
          selectedId={stylistId}
          onSelect={onStylist}
        />
      ) : (
        <p className="b-hint">{t('stylistSystemOnly')}</p>
      )}
      {person.index === 0 && needsSkinner(person) && stylists.data && (
        <Suspense fallback={null}>
          <SkinnerChooser skinners={stylists.data.skinners} selectedId={person.skinnerId} />
        </Suspense>
      )}
      <DateDropdown options={options} value={person.dateBook} onChange={onDate} />
      <div className="b-drop">
        <button
          type="button"
          className="b-drop__toggle"
          aria-expanded={hoursOpen}
          aria-controls={hoursId}
          onClick={() => setHoursOpen(!hoursOpen)}
        >
          <span className="b-drop__label">{t('hour')}</span>
          <span>{person.hour ? person.hour.hour : '—'}</span>
        </button>
        {(prompt > 0 || taken) && !person.hour && (
          <p key={prompt} className="b-hint b-hint--prompt" role="alert">
            {taken ? t('hourTaken', { hour: taken }) : t('pickHour')}
          </p>
        )}
        <div id={hoursId} hidden={!hoursOpen}>
          {hours.isPending && <p aria-busy="true">{t('loading')}</p>}
          {hours.data && hours.data.hourGroup.length === 0 && <p>{t('noHours')}</p>}
          {hours.data && (
            <HourCarousel
              groups={hours.data.hourGroup}
              dateIso={dateIso}
              clock={clock}
              expired={expired}
              selectedHourId={person.hour?.bookHourId ?? null}
              onPick={onHour}
              onExpired={reportExpired}
            />
          )}
        </div>
      </div>
      {hours.data && !person.hour && person.index === 0 && (
        <Suspense fallback={null}>
          <WaitlistJoin
            salonId={salonId}
            dateBook={person.dateBook}
            stylistId={stylistId}
            serviceIds={serviceIds}
            phone={phone}
            hourGroups={hours.data.hourGroup}
            isPast={(h) => isHourPast(h, dateIso, clock)}
          />
        </Suspense>
      )}
      {/* At home nobody receives the customer at the salon. */}
      {hours.data?.receptionName && !atHome && (
        <ReceptionLine name={hours.data.receptionName} avatar={hours.data.receptionAvatar} />
      )}
      <Suspense fallback={null}>
        {busy && (
          <StylistBusyPopup kind={busy} dateIso={dateIso} todayIso={clock.todayIso} onClose={closeBusy} />
        )}
        {moved && <StylistMovedPopup stylist={moved} onClose={() => setMoved(null)} />}
        {showBackup && (
          <BackupSalonSuggestion
            salonId={salonId}
            bookDate={person.dateBook}
            serviceIds={serviceIds}
            hourGroups={hours.data?.hourGroup}
          />
        )}
      </Suspense>
    </>
  );
}
