import { wheelStopAngle } from '@salon/domain';
import type { SpinAnswer } from '@salon/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../api/client.ts';
import { openLoginModal } from '../../features/auth/login-modal-store.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { serverText } from '../../features/history/server-text.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { MyGifts, PackageList, QuestList, Winners } from './lucky-sections.tsx';
import { SpinResultDialog } from './spin-result-dialog.tsx';
import {
  refreshLucky,
  useLuckyBalance,
  useMyGifts,
  usePackages,
  useQuests,
  useWheels,
  useWinners,
} from './use-lucky.ts';
import { WheelSvg } from './wheel-svg.tsx';
import './lucky-texts.ts';
import './lucky-wheel.css';

/** How long the wheel turns (lucky-wheel.css uses the same). */
const SPIN_MS = 4200;
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * /vong-quay-may-man (issue 20): the server draws the prize; the wheel then turns to it (or, with
 * reduced motion, the result shows at once). Spins owned, quests, packages, my gifts, recent winners.
 */
export default function LuckyWheelPage() {
  const { t, i18n } = useTranslation('lucky');
  const { user, isLoading } = useCurrentUser();
  const loggedIn = user !== null;
  const client = useQueryClient();
  const wheels = useWheels();
  const quests = useQuests(loggedIn);
  const packages = usePackages();
  const winners = useWinners();
  const balance = useLuckyBalance(loggedIn);
  const gifts = useMyGifts(loggedIn);
  const [rotation, setRotation] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [spinning, setSpinning] = useState(false);
  const pending = useRef<SpinAnswer['data'] | null>(null);
  const [shown, setShown] = useState<SpinAnswer['data'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wheel = wheels.data?.[0];
  const lang = i18n.language === 'en' ? 'en' : 'vi';

  useEffect(() => () => clearTimeout(fallback.current), []);

  function stopped() {
    clearTimeout(fallback.current);
    setAnimate(false);
    setSpinning(false);
    const won = pending.current;
    pending.current = null;
    if (won) setShown(won);
    refreshLucky(client);
    void client.invalidateQueries({ queryKey: ['campaigns-for-booking'] });
  }

  async function spin() {
    if (!wheel || spinning) return;
    if (!loggedIn) return openLoginModal();
    setError(null);
    setShown(null);
    setSpinning(true);
    try {
      const { data } = await api<SpinAnswer>('POST', `/api/v1/wheeling/process/${wheel.id}`);
      const index = wheel.gifts.findIndex((g) => g.id === data.gift.id);
      const base = Math.ceil(rotation / 360) * 360;
      if (reducedMotion()) {
        setRotation(base + wheelStopAngle(index, wheel.gifts.length, 0));
        setShown(data);
        setSpinning(false);
        refreshLucky(client);
        return;
      }
      pending.current = data;
      setAnimate(true);
      setRotation(base + wheelStopAngle(index, wheel.gifts.length, 6));
      fallback.current = setTimeout(stopped, SPIN_MS + 600);
    } catch (err) {
      setSpinning(false);
      if (err instanceof ApiError && err.status === 401) openLoginModal();
      setError(
        err instanceof ApiError && err.data?.message ? serverText(err.data.message, lang) : t('loadError'),
      );
      refreshLucky(client);
    }
  }

  async function exchange(id: number) {
    setError(null);
    try {
      await api('POST', `/api/v1/wheeling/times/exchange/${id}`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.data?.message ? serverText(err.data.message, lang) : t('loadError'),
      );
    }
    refreshLucky(client);
  }

  const spins = balance.data?.spins ?? 0;
  return (
    <div className="page lucky">
      <h1>{t('title')}</h1>
      {wheel && <p className="lucky-muted">{lang === 'en' ? wheel.descriptionEn : wheel.description}</p>}
      <div className="lucky__layout">
        <div className="lucky__stage">
          {loggedIn && (
            <p className="lucky__figures">
              <span>
                {t('spinsOwned')}: <strong data-testid="spins-owned">{spins}</strong>
              </span>
              <span>
                {t('points')}: <strong data-testid="lucky-points">{balance.data?.points ?? 0}</strong>
              </span>
            </p>
          )}
          {wheel && (
            <WheelSvg gifts={wheel.gifts} rotation={rotation} animate={animate} onStopped={stopped} />
          )}
          {error && (
            <p className="notice notice--error" role="alert">
              {error}
            </p>
          )}
          {!isLoading && !loggedIn && <p className="lucky-muted">{t('loginHint')}</p>}
          {loggedIn && spins === 0 && !spinning && <p className="lucky-muted">{t('noSpins')}</p>}
          <button
            type="button"
            className="btn btn--primary btn--block lucky__spin"
            disabled={!wheel || spinning || (loggedIn && spins === 0)}
            onClick={() => void spin()}
            data-testid="spin-button"
          >
            {spinning ? t('spinning') : loggedIn ? t('spin') : t('loginToSpin')}
          </button>
          {loggedIn && (
            <Link to="/diem-may-man" className="lucky__link">
              {t('toPoints')}
            </Link>
          )}
        </div>
        <div className="lucky__side">
          {quests.data && <QuestList quests={quests.data} />}
          {loggedIn && gifts.data && <MyGifts gifts={gifts.data.filter((g) => g.gift.kind !== 'none')} />}
          {packages.data && (
            <PackageList
              packages={packages.data}
              points={loggedIn ? (balance.data?.points ?? 0) : null}
              busy={spinning}
              onExchange={loggedIn ? (id) => void exchange(id) : null}
            />
          )}
          {winners.data && <Winners winners={winners.data} />}
        </div>
      </div>
      <SpinResultDialog
        result={shown}
        onClose={() => setShown(null)}
        onSpinAgain={
          (balance.data?.spins ?? 0) > 0
            ? () => {
                setShown(null);
                void spin();
              }
            : null
        }
      />
    </div>
  );
}
