import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { addressNow } from '../booking-nav.ts';
import { api } from '../../../api/client.ts';
import type { Salon } from '@salon/domain/contracts';
import { replaceDraft } from '../draft/draft-actions.ts';
import { draftStore, useDraft } from '../draft/draft-store.ts';

import { homeStore } from '../../booking-at-home/home-store.ts';
import { AT_HOME_PATH } from '../../booking-at-home/use-at-home.ts';
import { CHANGE_PARAM } from './change-param.ts';

export type ChangeLoad = { state: 'idle' | 'loading' } | { state: 'failed'; message: string };

/**
 * Opens /booking on an existing booking: with ?changeBookingId={id} the owner's booking is read and
 * becomes the draft (changingBookingId set), the URL gets its salon and phone, and step 0 shows it.
 * A booking that cannot be read (not the owner, cancelled, gone) says so instead.
 */
export function useChangeLoader(): ChangeLoad {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const draft = useDraft();
  const raw = params.get(CHANGE_PARAM);
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const pending = raw !== null && failed === null;

  useEffect(() => {
    if (raw === null) return;
    if (id === null || id <= 0) {
      setFailed(t('msg.bookingNotFound'));
      return;
    }
    let live = true;
    const salonsOf = () =>
      queryClient.fetchQuery({
        queryKey: ['salons', 'all'],
        queryFn: ({ signal }) =>
          api<{ data: Salon[] }>('GET', '/api/v1/salons', { signal }).then((a) => a.data),
        staleTime: 5 * 60_000,
      });
    import('./load-change-draft.ts')
      .then(({ loadDraft }) => loadDraft(id, i18n.language === 'en' ? 'en' : 'vi', salonsOf))
      .then(({ draft: loaded, home, salon, phone }) => {
        if (!live) return;
        // An at-home booking brings its address first, so the home block finds its salon serving it
        // (not a salon near an older address) when the draft arrives (decision 0124).
        if (home) homeStore.set(home);
        draftStore.dispatch(replaceDraft, loaded);
        // One URL write: salon and phone follow the draft, the change parameter is consumed.
        const follow = () => {
          const next = addressNow();
          next.delete(CHANGE_PARAM);
          next.set('salonId', String(salon.id));
          next.set('phone', phone);
          next.set('step', '0');
          return next;
        };
        // An at-home booking is changed in /booking-at-home, whichever page the link opened.
        if (home && pathname !== AT_HOME_PATH) {
          navigate(`${AT_HOME_PATH}?${follow()}`, {
            replace: true,
          });
        } else setParams(follow, { replace: true });
      })
      .catch((e: unknown) => {
        if (!live) return;
        const canceled = e instanceof Error && e.message === 'canceled';
        setFailed(t(canceled ? 'msg.bookingCancelledNoChange' : 'msg.bookingNotFound'));
      });
    return () => {
      live = false;
    };
  }, [raw, id, i18n.language, queryClient, setParams, t, navigate, pathname]);

  if (failed !== null) return { state: 'failed', message: failed };
  if (pending && draft.changingBookingId !== id) return { state: 'loading' };
  return { state: 'idle' };
}
