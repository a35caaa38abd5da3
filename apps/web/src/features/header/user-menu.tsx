import { formatMoney, formatPhoneDisplay } from '@salon/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { logout } from '../auth/logout.ts';
import type { CurrentUser } from '../auth/use-current-user.ts';
import './header-texts.ts';
import './user-menu.css';

const TIERS: Record<number, 'silver' | 'gold' | 'diamond'> = { 2: 'silver', 3: 'gold', 4: 'diamond' };
const TIER_NAMES = { silver: 'Silver', gold: 'Gold', diamond: 'Diamond' };

/** 000 §2 header: the name (or phone) with the member tier icon, and a dropdown. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('header');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const tier = user.userInfo.memberType ? TIERS[user.userInfo.memberType] : undefined;
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
        {tier && (
          <span className={`user-menu__tier user-menu__tier--${tier}`} title={TIER_NAMES[tier]}>
            <span className="visually-hidden">{t('tier', { tier: TIER_NAMES[tier] })}</span>
          </span>
        )}
        <span className="user-menu__name">{label}</span>
      </button>
      {open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__balance">
            {t('balance')}: <strong>{formatMoney(user.accountBalance)}</strong>
          </p>
          <Link to="/gioi-thieu" className="user-menu__item" onClick={() => setOpen(false)}>
            {t('history')}
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
