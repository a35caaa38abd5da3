import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openLoginModal, useLoginModal } from '../auth/login-modal-store.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import './header-texts.ts';
import { UserMenu } from './user-menu.tsx';

// The login modal is its own chunk: it loads when someone opens it.
const LoginModal = lazy(() => import('../login/login-modal.tsx'));

/** The header's account part: the login button or the user menu, and the login modal host. */
export function LoginArea() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return user ? (
    <UserMenu user={user} />
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
