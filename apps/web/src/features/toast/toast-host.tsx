import { useSyncExternalStore } from 'react';
import { toast } from './toast-store.ts';
import './toast.css';

/** The one place toasts appear: a polite live region, so screen readers read each one out. */
export function ToastHost() {
  const list = useSyncExternalStore(toast.subscribe, toast.list, toast.list);
  return (
    <div className="toasts" role="status" aria-live="polite" aria-atomic="false">
      {list.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} data-testid="toast">
          {t.title && <strong className="toast__title">{t.title}</strong>}
          <p className="toast__message">{t.message}</p>
        </div>
      ))}
    </div>
  );
}
