import {
  dayPrice,
  findNextStepRule,
  searchServices,
  suggestedServiceIds,
  validateBookingPhone,
} from '@salon/domain';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useCurrentPerson } from '../draft/draft-store.ts';
import { CategorySection } from './category-section.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { CampaignAlert } from './campaign-alert.tsx';
import { ServiceCard } from './service-card.tsx';
import { ServiceSearch } from './service-search.tsx';
import '../shared/service-texts.ts';
import type { ServiceItem } from '../shared/service-types.ts';
import '../shared/services.css';
import { pricingContext } from '../shared/chosen-services.ts';
import { useChosen } from '../shared/use-chosen.ts';
import { flattenServices, useServiceList } from '../shared/use-service-list.ts';
import { useSearchIndex } from './use-search-index.ts';
import { useStepTitleFocus } from '../shared/step-title-focus.ts';

const SuggestedServicePopup = lazy(() => import('../popups/suggested-service-popup.tsx'));

/** Categories shown open with their carousel; the rest sit in 'Other services'. */
const OPEN_CATEGORIES = 3;

/** Step 2: search, layout toggle, categories of service cards, bottom bar, suggestion popup. */
export default function Step2Services() {
  const { t, i18n } = useTranslation('services');
  const { query, go } = useBookingNav();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [grid, setGrid] = useState(false);
  const [results, setResults] = useState<ServiceItem[] | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const person = useCurrentPerson();
  const salon = person.salon;
  const rawPhone = person.phone ?? query.phone;
  const phone = rawPhone && validateBookingPhone(rawPhone).ok ? rawPhone : null;
  const list = useServiceList(salon?.id ?? null, phone, lang);
  const { chosen, chosenIds, isChosen, toggle, select, model } = useChosen(list.data);
  const index = useSearchIndex(list.data);
  const all = useMemo(() => flattenServices(list.data), [list.data]);
  const title = useRef<HTMLHeadingElement>(null);
  useStepTitleFocus(title);

  if (!salon) {
    return (
      <>
        <h1 className="booking__title">{t('title')}</h1>
        <p>{t('noSalon')}</p>
        <button type="button" className="btn btn--primary" onClick={() => go(1)}>
          {t('chooseSalon')}
        </button>
      </>
    );
  }
  const data = list.data;
  const rule = data && !data.selectConsultation ? findNextStepRule(data.rulesNextStep, chosenIds) : null;
  const suggested = rule ? all.filter((s) => suggestedServiceIds(rule, chosenIds).includes(s.serviceId)) : [];
  const openDetail = (groupId: number) => go(3, { groupId });
  const finish = () => {
    if (suggested.length > 0) setSuggesting(true);
    else go(0, { groupId: null });
  };
  const guide = data?.guideScreens.find((g) => g.step === 2)?.guide;
  const categories = data?.data ?? [];
  const { dateIso } = pricingContext(person);
  const priceOn = (s: ServiceItem) =>
    dayPrice({ serviceId: s.serviceId, price: s.priceNum, oldPrice: s.oldPriceNum }, model.rules, dateIso);
  const cardProps = { isChosen, onToggle: toggle, onDetail: openDetail, onDone: finish, priceOn };

  return (
    <div className="svc-step">
      <h1 ref={title} tabIndex={-1} className="booking__title">
        {t('title')}
      </h1>
      {guide && <p className="svc-guide">{guide}</p>}
      {data?.isAlertCampaign && <CampaignAlert salonId={salon.id} />}
      <div className="svc-tools">
        <ServiceSearch
          active={results !== null}
          onClear={() => setResults(null)}
          onSearch={(text) => {
            const found = searchServices(index, text);
            if (!found.ok) return found.error;
            setResults(found.value.map((f) => f.item));
            return null;
          }}
        />
        <button
          type="button"
          className="btn btn--ghost"
          aria-pressed={grid}
          onClick={() => setGrid((g) => !g)}
        >
          {grid ? t('layoutDefault') : t('layoutGrid')}
        </button>
      </div>
      {list.isPending && <p aria-busy="true">…</p>}
      {list.isError && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="btn btn--ghost" onClick={() => list.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {results !== null && (
        <section className="svc-cat" aria-labelledby="svc-results">
          <h2 id="svc-results" className="svc-cat__title">
            {t('searchResults')} ({results.length})
          </h2>
          {results.length === 0 && <p>{t('searchNone')}</p>}
          <div className="svc-grid">
            {results.map((s) => (
              <ServiceCard key={s.serviceId} service={s} headingLevel={3} {...cardProps} />
            ))}
          </div>
        </section>
      )}
      {results === null &&
        categories
          .slice(0, OPEN_CATEGORIES)
          .map((c) => (
            <CategorySection key={c.categoryId} category={c} grid={grid} headingLevel={2} {...cardProps} />
          ))}
      {results === null && categories.length > OPEN_CATEGORIES && (
        <details className="svc-other">
          <summary>
            <h2 className="svc-other__title">{t('otherServices')}</h2>
          </summary>
          {categories.slice(OPEN_CATEGORIES).map((c) => (
            <CategorySection key={c.categoryId} category={c} grid={grid} headingLevel={3} {...cardProps} />
          ))}
        </details>
      )}
      <BottomBar chosen={chosen} onRemove={toggle} onDone={finish} />
      {suggesting && rule && (
        <Suspense fallback={null}>
          <SuggestedServicePopup
            title={rule.title}
            image={rule.image}
            services={suggested}
            onUseMore={() => {
              select(suggested.map((s) => s.serviceId));
              go(0, { groupId: null });
            }}
            onSkip={() => go(0, { groupId: null })}
            onClose={() => setSuggesting(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
