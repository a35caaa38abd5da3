import { formatMoney, sameAsFirstNames, totalOf, validateBookingPhone } from '@salon/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { usePageLang, useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { choosePerson, sameAsFirst, setAllowChange } from '../draft/draft-actions.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';
import type { PersonDraft } from '../draft/draft-types.ts';
import '../shared/service-block-texts.ts';

// The total after promotions needs the pricing rules: they load once a promotion is chosen.
const CampaignTotal = lazy(() => import('./campaign-total.tsx'));
// A consultation salon asks how services are chosen (001 §2); the popup loads when opened.
const ConsultationPopup = lazy(() => import('../popups/consultation-popup.tsx'));
import '../shared/services.css';
import { useDraftServiceSync } from '../shared/use-draft-sync.ts';
import { useServiceList } from '../shared/use-service-list.ts';
import { specialDayNotes } from '../shared/day-notes.ts';

/** Block 3: each person's chosen services and total, a field that opens step 2. */
export function ServiceBlock() {
  const { i18n } = useTranslation();
  const { query } = useBookingNav();
  const draft = useDraft();
  const first = draft.persons[0];
  const salon = first?.salon ?? null;
  const rawPhone = first?.phone ?? query.phone;
  const phone = rawPhone && validateBookingPhone(rawPhone).ok ? rawPhone : null;
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const list = useServiceList(salon?.id ?? null, phone, lang);
  useDraftServiceSync(draft.persons, list.data);
  const group = draft.persons.length > 1;
  return (
    <>
      {draft.persons.map((p, i) => (
        <PersonServices
          key={p.index}
          person={p}
          state={blockState(p, draft.persons[i - 1])}
          group={group}
          first={first}
          phone={phone}
          consultation={salon?.selectConsultation ?? false}
          dayNotes={specialDayNotes(p, list.data, lang)}
        />
      ))}
    </>
  );
}

// 001 §2: a person's block is active once the previous person has services and an hour, done once
// the person has both.
const isReady = (p: PersonDraft) => p.chosenService.length > 0 && p.hour !== null;
function blockState(p: PersonDraft, previous: PersonDraft | undefined): 'done' | 'active' | 'waiting' {
  if (isReady(p)) return 'done';
  return !previous || isReady(previous) ? 'active' : 'waiting';
}

interface PersonProps {
  person: PersonDraft;
  state: 'done' | 'active' | 'waiting';
  first: PersonDraft | undefined;
  group: boolean;
  consultation: boolean;
  phone: string | null;
  /** The special day's prices in words (empty on an ordinary day). */
  dayNotes: string[];
}

function PersonServices({ person, state, first, group, consultation, phone, dayNotes }: PersonProps) {
  const { t } = useTranslation('services');
  const { t: tb } = useTranslation();
  const lang = usePageLang();
  const { go } = useBookingNav();
  const headingId = useId();
  const switchId = useId();
  const { total } = totalOf(person.chosenService);
  const n = person.chosenService.length;
  const [asking, setAsking] = useState(false);
  const toServices = () => {
    draftStore.dispatch(choosePerson, person.index);
    go(2);
  };
  const open = () => (consultation && n === 0 ? setAsking(true) : toServices());
  const copyFirst = first && person.index > 0 && first.chosenService.length > 0;
  return (
    <section
      className="block"
      aria-labelledby={headingId}
      data-testid={`service-block-${person.index}`}
      data-state={state}
    >
      <h2 id={headingId}>{group ? t('blockGroup', { n: person.index + 1 }) : tb('booking.step0.service')}</h2>
      {!person.allowChange && (
        <button type="button" className="block__field" onClick={open}>
          {n > 0 ? (
            <span className="svc-block__summary">
              <span>{t('chosenSummary', { n })}</span>
              <span className="svc-block__names" data-testid="chosen-service-names">
                {person.chosenService.map((s) => (
                  <span key={s.serviceId} className="svc-block__name">
                    {s.name} · {formatMoney(s.price, lang)}
                  </span>
                ))}
              </span>
              {person.campaign.length > 0 ? (
                <Suspense fallback={<strong aria-busy="true" />}>
                  <CampaignTotal person={person} phone={phone} />
                </Suspense>
              ) : (
                <strong>{t('totalToPay', { total: formatMoney(total, lang) })}</strong>
              )}
            </span>
          ) : (
            tb('booking.step0.servicePlaceholder')
          )}
        </button>
      )}
      {dayNotes.map((note) => (
        <p key={note} className="svc-block__day-note" data-testid="day-price-note">
          {note}
        </p>
      ))}
      {n > 0 && (
        <button
          type="button"
          className="btn btn--ghost svc-block__promo"
          onClick={() => {
            draftStore.dispatch(choosePerson, person.index);
            go(4);
          }}
        >
          {person.campaign.length > 0
            ? t('promotionsChosen', { n: person.campaign.length })
            : t('promotions')}
        </button>
      )}
      {copyFirst && (
        <button
          type="button"
          className="btn btn--ghost svc-block__same"
          onClick={() => draftStore.dispatch(sameAsFirst, person.index)}
        >
          {t('sameAsFirst', { names: sameAsFirstNames(first.chosenService) })}
        </button>
      )}
      {consultation && (
        <div className="svc-block__switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={person.allowChange}
            checked={person.allowChange}
            onChange={(e) => draftStore.dispatch(setAllowChange, person.index, e.target.checked)}
          />
          <label htmlFor={switchId}>{t('allowChange')}</label>
        </div>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ConsultationPopup
            onChoose={toServices}
            onConsult={() => {
              setAsking(false);
              draftStore.dispatch(setAllowChange, person.index, true);
              // The field that opened the popup is gone: focus goes to the switch now on.
              requestAnimationFrame(() => document.getElementById(switchId)?.focus());
            }}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
