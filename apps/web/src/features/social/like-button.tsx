import type { LikeAnswer } from '@salon/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openLoginModal } from '../auth/login-modal-store.ts';
import { useHasSession } from '../auth/use-current-user.ts';
import { toast } from '../toast/toast-store.ts';
import { SOCIAL_KEY } from './use-social.ts';
import './texts.ts';

/**
 * A heart with its count. The tap shows at once (optimistic) and the server's answer then sets the
 * count; a refusal or a network error puts it back and says so. A visitor gets the login modal.
 */
export function LikeButton(props: {
  liked: boolean;
  count: number;
  label: string;
  send: (on: boolean) => Promise<LikeAnswer>;
}) {
  const { t } = useTranslation('social');
  const hasSession = useHasSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState({ liked: props.liked, count: props.count });
  const [busy, setBusy] = useState(false);
  useEffect(() => setState({ liked: props.liked, count: props.count }), [props.liked, props.count]);

  const toggle = async () => {
    if (!hasSession) {
      openLoginModal({ title: t('loginToLike') });
      return;
    }
    if (busy) return;
    const before = state;
    const on = !before.liked;
    setState({ liked: on, count: Math.max(0, before.count + (on ? 1 : -1)) });
    setBusy(true);
    try {
      const answer = await props.send(on);
      setState({ liked: answer.data.isLiked, count: answer.data.totalLike });
      void queryClient.invalidateQueries({ queryKey: [SOCIAL_KEY] });
    } catch {
      setState(before);
      toast.error(t('likeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`like-button${state.liked ? ' like-button--on' : ''}`}
      aria-pressed={state.liked}
      onClick={toggle}
      data-testid="like-button"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="visually-hidden">{props.label}: </span>
      <span data-testid="like-count">{state.count}</span>
    </button>
  );
}
