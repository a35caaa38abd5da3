// App-wide toasts. Call toast.error / toast.success from anywhere; <ToastHost /> (mounted once in the
// layout) shows them in a live region. Durations (000 §9 "3 s, 5 s, and short ones for cancel"):
// a notice stays 3 s, a long one 5 s so it can be read; callers pass a shorter one where the spec
// says so (cancel 2 s; 001's booking success toast 1 s, followed by the success page).
export const TOAST_NOTICE_MS = 3000;
export const TOAST_LONG_NOTICE_MS = 5000;
export const TOAST_BOOKING_SUCCESS_MS = 1000;
/** Characters from which a notice counts as long (about two lines on a phone). */
const LONG_NOTICE_CHARS = 60;

/** How long a toast stays when its caller does not say. */
export function toastDuration(message: string, title?: string): number {
  const length = message.length + (title?.length ?? 0);
  return length >= LONG_NOTICE_CHARS ? TOAST_LONG_NOTICE_MS : TOAST_NOTICE_MS;
}

export interface ToastItem {
  id: number;
  kind: 'error' | 'success';
  title?: string;
  message: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastItem['kind'], message: string, opts: { title?: string; durationMs?: number } = {}) {
  const id = nextId++;
  // The same text twice in a row (double click) shows once.
  items = [...items.filter((t) => t.message !== message), { id, kind, message, title: opts.title }];
  emit();
  setTimeout(() => dismiss(id), opts.durationMs ?? toastDuration(message, opts.title));
  return id;
}

export const toast = {
  error: (message: string, opts?: { title?: string; durationMs?: number }) => show('error', message, opts),
  success: (message: string, opts?: { title?: string; durationMs?: number }) =>
    show('success', message, opts),
  dismiss,
  list: () => items,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};
