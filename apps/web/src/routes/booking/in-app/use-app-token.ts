import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../api/client.ts';
import { sessionHint } from '../../../api/session-hint.ts';
import { CURRENT_USER_KEY } from '../../../features/auth/use-current-user.ts';
import { toast } from '../../../features/toast/toast-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBookingNav } from '../booking-nav.ts';
import { IN_APP_NS } from './in-app-texts.ts';
import type { AppSessionBody } from '@salon/domain/contracts';

/**
 * The in-app link's `token` (001 §1) logs its customer in: traded once for this browser's HttpOnly
 * cookie, then removed from the URL so it is not kept in history, shared links or the booking's params.
 */
export function useAppToken() {
  const { params, setParam } = useBookingNav();
  const { t } = useTranslation(IN_APP_NS);
  const queryClient = useQueryClient();
  const token = params.get('token');
  const traded = useRef<string | null>(null);
  useEffect(() => {
    if (!token || traded.current === token) return;
    traded.current = token;
    setParam('token', null);
    api('POST', '/api/v1/auth/app-session', {
      body: { accessToken: token.slice(0, 200) } satisfies AppSessionBody,
    })
      .then(() => {
        sessionHint.changed();
        return queryClient.invalidateQueries({ queryKey: [CURRENT_USER_KEY] });
      })
      .catch(() => toast.error(t('sessionFailed')));
  }, [token, setParam, queryClient, t]);
}
