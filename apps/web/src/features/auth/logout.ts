import type { QueryClient } from '@tanstack/react-query';
import { message } from '@salon/domain';
import { api } from '../../api/client.ts';
import { sessionHint } from '../../api/session-hint.ts';
import { toast } from '../toast/toast-store.ts';
import { CURRENT_USER_KEY } from './use-current-user.ts';
import { forgetSavedBooking } from '../offline/index.ts';

// Settings that are not about the account survive a logout.
const KEEP = ['lang'];

/** 000 §4: ends the session, clears local storage and the cookies, says 'Đăng xuất thành công!'. */
export async function logout(queryClient: QueryClient, lang: 'vi' | 'en' = 'vi') {
  // The server revokes the token and clears its HttpOnly cookie (no body: nothing to send); the page
  // forgets the account anyway.
  await api('POST', '/api/v1/auth/logout').catch(() => undefined);
  const kept = KEEP.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
  sessionHint.clear();
  await forgetSavedBooking();
  queryClient.removeQueries({ queryKey: [CURRENT_USER_KEY] });
  toast.success(message('logoutSuccess', lang));
}
