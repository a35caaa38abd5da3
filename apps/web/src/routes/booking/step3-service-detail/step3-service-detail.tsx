import { validateBookingPhone } from '@salon/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../features/auth/use-current-user.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useCurrentPerson } from '../draft/draft-store.ts';
import '../shared/service-texts.ts';
import '../shared/services.css';
import { displayName } from '../shared/chosen-services.ts';
import type { ServiceItem, UpsaleService } from '../shared/service-types.ts';
import { useChosen } from '../shared/use-chosen.ts';
import { useServiceList } from '../shared/use-service-list.ts';
import { CampaignTagItems } from '../step2-services/campaign-tags.tsx';
import { DetailBanner } from './detail-banner.tsx';
import { useServiceDetail } from './use-service-detail.ts';
import { AddOnPicker, VersionPicker } from './version-picker.tsx';

const FLASH_MS = 1300;
// The upsell offer (001 §2) loads only when a version with upsales is added without any.
const UpsellPopup = lazy(() => import('../popups/upsell-popup.tsx'));

/** The add-ons a version offers: its children first, then its upsales. */
function addOnsOf(version: ServiceItem | undefined): UpsaleService[] {
  if (!version) return [];
  const children = (version.listService ?? []).map((c) => ({ ...c, title: c.name }));
  return [...children, ...version.upsaleServices];
}

/** The campaign tags of every version, each campaign once. */
function campaignTagsOf(versions: readonly ServiceItem[]): ServiceItem['campaignTags'] {
  const all = versions.flatMap((v) => v.campaignTags);
  return all.filter((c, i) => all.findIndex((x) => x.campaignId === c.campaignId) === i);
}

/** Step 3: one service group — content, banners, one version and optional add-ons, then back to step 2. */
export default function Step3ServiceDetail() {
  const { t, i18n } = useTranslation('services');
  const { params, query, go } = useBookingNav();
  const person = useCurrentPerson();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const groupId = Number(params.get('groupId')) || null;
  const rawPhone = person.phone ?? query.phone;
  const phone = rawPhone && validateBookingPhone(rawPhone).ok ? rawPhone : null;
  const salonId = person.salon?.id ?? null;
  // 001 §6: the role's memberType is sent with the detail; the server prices by the session's tier.
  const memberType = useCurrentUser().user?.userInfo.memberType ?? 0;
  const detail = useServiceDetail(salonId, groupId, memberType, lang);
  const list = useServiceList(salonId, phone, lang);
  const { chosenIds, select } = useChosen(list.data);
  const [version, setVersion] = useState<number | null>(null);
  const [addOns, setAddOns] = useState<number[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [flash, setFlash] = useState(false);
  const [upselling, setUpselling] = useState(false);
  const data = detail.data;

  // Starts from what is already chosen in this group, once, when the group's data arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosenIds is read once on load
  useEffect(() => {
    if (!data) return;
    const current = data.services.find((s) => chosenIds.includes(s.serviceId));
    if (current) {
      setVersion(current.serviceId);
      setAddOns(addOnsOf(current).flatMap((a) => (chosenIds.includes(a.serviceId) ? [a.serviceId] : [])));
    }
  }, [data]);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  if (detail.isPending) return <p aria-busy="true">…</p>;
  if (!data) {
    return (
      <>
        <h1 className="booking__title">{t('title')}</h1>
        <p role="alert">{(detail.error as { message?: string } | null)?.message ?? t('loadFailed')}</p>
      </>
    );
  }
  const picked = data.services.find((s) => s.serviceId === version);
  const offered = addOnsOf(picked);
  const pickedAddOns = addOns.filter((id) => offered.some((a) => a.serviceId === id));
  const count = (picked ? 1 : 0) + pickedAddOns.length;
  // The version's upsales not yet chosen: offered once more when none of them is added.
  const upsales = (picked?.upsaleServices ?? []).filter((u) => !chosenIds.includes(u.serviceId));
  const finish = (extra: readonly number[]) => {
    if (!picked) return;
    select([picked.serviceId, ...pickedAddOns, ...extra]);
    go(2, { groupId: null });
  };
  const add = () => {
    if (!picked) {
      setFlash(true);
      return;
    }
    const tookUpsale = upsales.some((u) => pickedAddOns.includes(u.serviceId));
    if (upsales.length > 0 && !tookUpsale) setUpselling(true);
    else finish([]);
  };

  return (
    <div className="svc-step">
      <h1 className="booking__title">{data.title}</h1>
      <ul className="svc-detail__tags">
        {data.tags.map((tag) => (
          <li key={tag} className="svc-tag">
            {tag}
          </li>
        ))}
        <CampaignTagItems tags={campaignTagsOf(data.services)} />
      </ul>
      <div className="svc-banners">
        {data.banners.map((b) => (
          <DetailBanner
            key={b.link}
            banner={b}
            name={data.title}
            poster={data.banners.find((x) => x.type === 'image')?.link}
          />
        ))}
      </div>
      <p
        id="svc-detail-content"
        className={expanded ? 'svc-detail__content' : 'svc-detail__content svc-detail__content--clamped'}
      >
        {data.titleContent}
      </p>
      <button
        type="button"
        className="btn btn--ghost"
        aria-expanded={expanded}
        aria-controls="svc-detail-content"
        onClick={() => setExpanded((e) => !e)}
      >
        {expanded ? t('seeLess') : t('seeMore')}
      </button>
      <VersionPicker versions={data.services} value={version} onChange={setVersion} flash={flash} />
      <AddOnPicker
        addOns={offered}
        value={pickedAddOns}
        onToggle={(id) => setAddOns((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]))}
      />
      <div className="svc-add">
        <button type="button" className="btn btn--primary btn--block" disabled={!list.data} onClick={add}>
          {t('add', { n: count })}
        </button>
      </div>
      {upselling && picked && (
        <Suspense fallback={null}>
          <UpsellPopup
            name={displayName(picked)}
            upsales={upsales}
            onAccept={finish}
            onCancel={() => finish([])}
            onClose={() => setUpselling(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
