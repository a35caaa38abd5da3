import { formatMoney, formatPhoneDisplay } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { usePageLang, useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { logout } from '../auth/logout.ts';
import type { CurrentUser } from '@salon/domain/contracts';
import { useMemberTier } from './use-member-tier.ts';
import './header-texts.ts';
import './user-menu.css';

// Issue 20's screens: their links load with the opened menu, not with the page.
const SocialMenuLinks = lazy(() => import('../social/menu-links.tsx'));
const LuckyMenuLinks = lazy(() => import('../lucky-menu/menu-links.tsx'));

const TIERS: Record<number, 'silver' | 'gold' | 'diamond'> = { 2: 'silver', 3: 'gold', 4: 'diamond' };
const TIER_NAMES = { silver: 'Silver', gold: 'Gold', diamond: 'Diamond' };

/**
 * 000 §2 header: the name (or phone) with the member tier icon, and a dropdown. The tier's name, icon
 * and benefits come from member-config.json; until it loads (or without it) a drawn badge stands in.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('header');
  const lang = usePageLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const tier = user.userInfo.memberType ? TIERS[user.userInfo.memberType] : undefined;
  const tierInfo = useMemberTier(tier ? user.userInfo.memberType : null);
  const tierName = tierInfo?.name ?? (tier ? TIER_NAMES[tier] : '');
  const benefits = (i18n.language === 'en' && tierInfo?.en?.benefits) || tierInfo?.benefits || [];
  const label = user.userInfo.userName || formatPhoneDisplay(user.userInfo.phoneNumber);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="btn btn--ghost user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu"
      >
        {tier &&
          (tierInfo?.icon ? (
            <img
              className="user-menu__tier-icon"
              src={tierInfo.icon}
              alt={t('tier', { tier: tierName })}
              title={tierName}
              width={20}
              height={20}
              data-tier={tier}
            />
          ) : (
            <span className={`user-menu__tier user-menu__tier--${tier}`} title={tierName}>
              <span className="visually-hidden">{t('tier', { tier: tierName })}</span>
            </span>
          ))}
        <span className="user-menu__name">{label}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          {tierInfo && (
            <div className="user-menu__member" data-testid="member-tier">
              <p className="user-menu__member-name">{t('tier', { tier: tierName })}</p>
              {benefits.length > 0 && (
                <ul className="user-menu__benefits">
                  {benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <p className="user-menu__balance">
            {t('balance')}:{' '}
            <strong data-testid="header-balance">{formatMoney(user.accountBalance, lang)}</strong>
          </p>
          <Link
            to="/nap-tien"
            className="user-menu__item"
            onClick={() => setOpen(false)}
            data-testid="topup-link"
          >
            {t('topup')}
          </Link>
          <Link to="/gioi-thieu" className="user-menu__item" onClick={() => setOpen(false)}>
            {t('history')}
          </Link>
          <Suspense fallback={null}>
            <SocialMenuLinks onPick={() => setOpen(false)} />
            <LuckyMenuLinks onPick={() => setOpen(false)} />
          </Suspense>
          <Link to="/save-location" className="user-menu__item" onClick={() => setOpen(false)}>
            {t('places')}
          </Link>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => {
              setOpen(false);
              void logout(queryClient, i18n.language === 'en' ? 'en' : 'vi');
            }}
          >
            {t('logout')}
          </button>
        </div>
      )}
    </div>
  );
}
