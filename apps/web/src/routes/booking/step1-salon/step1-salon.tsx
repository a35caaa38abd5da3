import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Modal } from '../../../features/modal/modal.tsx';
import { PinIcon } from '../../../features/icons/icons.tsx';
import { locateMe, useNearMe } from '../../../features/salons/near-me-store.ts';
import { SALONS_NS } from '../../../features/salons/salon-texts.ts';
import type { Province, Salon, SavedAddress } from '@salon/domain/contracts';
import { useSavedAddresses, useSalonsNearAddress } from '../../../features/salons/use-saved-addresses.ts';
import { useProvinces, useSalons } from '../../../features/salons/use-salon-lists.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { useBookingUser } from '../api/use-booking-user.ts';
import { useBookingNav } from '../booking-nav.ts';
import { useCardContext } from './card-context.ts';
import { NearbyList } from './nearby-list.tsx';
import { ProvinceList } from './province-list.tsx';
import { ProvinceSalons } from './province-salons.tsx';
import { SavedAddressChips, SavedLocationBanner } from './saved-addresses.tsx';
import { SearchResults } from './search-results.tsx';
import { opensServices, useChooseSalon } from '../shared/use-choose-salon.ts';
import { focusStepTitleOnArrival } from '../shared/step-title-focus.ts';
import { useDebounced } from './use-debounced.ts';
import { useSalonUrlSync } from '../shared/use-salon-url-sync.ts';
import { VisitedSalons } from './visited-salons.tsx';
import { Step1Guide } from './step1-guide.tsx';
import '../../../features/salons/salons.css';

type View =
  | { kind: 'provinces' }
  | { kind: 'province'; province: Province }
  | { kind: 'nearby' }
  | { kind: 'address'; address: SavedAddress };

const digits = (p: string | null) => p?.replace(/\D/g, '') ?? null;

/** Step 1: search, near me, saved addresses, visited salons, provinces by region, salon cards. */
export default function Step1Salon() {
  const { t } = useTranslation(SALONS_NS);
  const { t: tm } = useTranslation();
  const { query } = useBookingNav();
  const { data: provinces = [] } = useProvinces();
  const { data: salons = [] } = useSalons();
  const nearMe = useNearMe();
  const ctx = useCardContext();
  const chooseSalon = useChooseSalon();
  // The card pressed goes away with step 1: the keyboard goes on from step 2's title.
  const choose = (salon: Salon) => {
    if (opensServices(1, salon)) focusStepTitleOnArrival();
    chooseSalon(salon);
  };
  const addresses = useSavedAddresses(query.phone);
  const user = useBookingUser();
  useSalonUrlSync();

  const [text, setText] = useState('');
  const search = useDebounced(text, 500).trim();
  const [view, setView] = useState<View>(
    nearMe.status === 'found' ? { kind: 'nearby' } : { kind: 'provinces' },
  );
  const [emptyProvince, setEmptyProvince] = useState(false);
  const near = useSalonsNearAddress(query.phone, view.kind === 'address' ? view.address.attrId : null);

  function pickProvince(p: Province) {
    if (p.totalSalon === 0) return setEmptyProvince(true);
    setText('');
    setView({ kind: 'province', province: p });
  }

  async function findNearMe() {
    const result = await locateMe(query.phone);
    if (result.status === 'found') {
      setText('');
      setView({ kind: 'nearby' });
    } else if (result.status === 'denied') toast.error(tm('msg.locationDeniedToast'));
    else toast.error(tm('msg.noSalonNearby'));
  }

  let body: React.ReactNode;
  if (search) {
    body = (
      <SearchResults
        query={search}
        provinces={provinces}
        salons={salons}
        ctx={ctx}
        onProvince={pickProvince}
        onChoose={choose}
      />
    );
  } else if (view.kind === 'province') {
    body = (
      <ProvinceSalons
        province={view.province}
        salons={salons}
        ctx={ctx}
        onChoose={choose}
        onChangeProvince={() => setView({ kind: 'provinces' })}
      />
    );
  } else if (view.kind === 'nearby' && nearMe.status === 'found') {
    body = (
      <NearbyList title={t('nearbyTitle')} from={nearMe.point} salons={salons} ctx={ctx} onChoose={choose} />
    );
  } else if (view.kind === 'address' && near.data) {
    body = (
      <NearbyList
        title={t('nearAddressTitle', { name: view.address.attrName })}
        from={near.data}
        salons={salons}
        ctx={ctx}
        onChoose={choose}
      />
    );
  } else {
    body = <ProvinceList provinces={provinces} onPick={pickProvince} />;
  }

  return (
    <div className="step1">
      <h1 className="booking__title">{t('title')}</h1>
      <Step1Guide />
      <div className="salon-search">
        <label htmlFor="salon-search" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id="salon-search"
          type="search"
          value={text}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="chips-row">
        <button
          type="button"
          className="chip chip--near"
          onClick={findNearMe}
          disabled={nearMe.status === 'locating'}
        >
          <PinIcon /> {nearMe.status === 'locating' ? t('locating') : t('nearMe')}
        </button>
        <SavedAddressChips
          addresses={addresses}
          activeId={view.kind === 'address' ? view.address.attrId : null}
          onPick={(address) => {
            setText('');
            setView({ kind: 'address', address });
          }}
        />
      </div>
      {nearMe.status === 'denied' && (
        <p className="salon-banner salon-banner--warn">{tm('msg.locationDeniedBanner')}</p>
      )}
      {user !== null && user.phone === digits(query.phone) && <SavedLocationBanner />}
      <VisitedSalons salons={salons} ctx={ctx} onChoose={choose} />
      {body}
      <Modal
        open={emptyProvince}
        title={tm('msg.noticeTitle')}
        onClose={() => setEmptyProvince(false)}
        width={380}
      >
        <p>{tm('msg.provinceNoSalon')}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => setEmptyProvince(false)}>
          {tm('common.close')}
        </button>
      </Modal>
    </div>
  );
}
