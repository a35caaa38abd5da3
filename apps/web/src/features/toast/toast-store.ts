// App-wide toasts (001 §9: errors stay 3 s, successes 1 s). Call toast.error / toast.success from
// anywhere; <ToastHost /> (mounted once in the layout) shows them in a live region.
export const TOAST_ERROR_MS = 3000;
export const TOAST_SUCCESS_MS = 1000;

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
  setTimeout(() => dismiss(id), opts.durationMs ?? (kind === 'error' ? TOAST_ERROR_MS : TOAST_SUCCESS_MS));
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
