import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openLoginModal, useLoginModal } from '../auth/login-modal-store.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';

// The login modal is its own chunk: it loads when someone opens it; the user menu, once someone is logged in.
const LoginModal = lazy(() => import('../login/login-modal.tsx'));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

/** The header's account part: the login button or the user menu, and the login modal host. */
export function LoginArea() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return user ? (
    <Suspense fallback={<span className="user-menu" aria-busy="true" />}>
      <UserMenu user={user} />
    </Suspense>
  ) : (
    <button
      type="button"
      className="btn btn--primary"
      data-testid="login-button"
      onClick={() => openLoginModal()}
    >
      {t('nav.login')}
    </button>
  );
}

/** Shows the login modal when openLoginModal() is called. Mounted once (in the header). */
export function LoginModalHost() {
  const modal = useLoginModal();
  if (!modal.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal key={modal.session} request={modal} />
    </Suspense>
  );
}
