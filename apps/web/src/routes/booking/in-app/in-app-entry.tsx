import { useNavigate } from 'react-router';
import { postToShell } from '../../../features/app-shell/shell-bridge.ts';
import { useAppContext } from '../../../features/app-shell/use-app-context.ts';
import { HomeIcon } from '../../../features/icons/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { IN_APP_NS } from './in-app-texts.ts';
import { useAppToken } from './use-app-token.ts';
import { useLinkServices } from './use-link-services.ts';
import { useLinkSkinner } from './use-link-skinner.ts';
import './in-app.css';

/**
 * What an app shell's link adds to the booking page (001 §1): its token logs the customer in, its
 * chosenService ids and its skinnerId are chosen once the salon is known (home's priced items use
 * chosenService too), and at step 0 an app's link gets a home icon that tells the shell to go home
 * (`booking-home`), or opens home when no shell listens.
 * Loaded only for such links.
 */
export default function InAppEntry() {
  const { t } = useTranslation(IN_APP_NS);
  const { query, params } = useBookingNav();
  const navigate = useNavigate();
  // A web link that only chooses services (home's priced items) is not an app's: no home icon.
  const fromApp = useAppContext().inShell || params.has('token');
  useAppToken();
  useLinkServices();
  useLinkSkinner();
  if (query.step !== 0 || !fromApp) return null;
  return (
    <button
      type="button"
      className="in-app__home"
      aria-label={t('home')}
      onClick={() => postToShell('booking-home') || navigate('/')}
    >
      <HomeIcon />
    </button>
  );
}
