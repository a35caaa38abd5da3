import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '@salon/domain';
import { TOAST_LONG_NOTICE_MS, TOAST_NOTICE_MS, toast, toastDuration } from './toast-store.ts';

describe('toast durations (000 §9: 3 s, 5 s, short ones for cancel)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a short notice stays 3 s, a success too (not 1 s)', () => {
    expect(toastDuration('Đăng xuất thành công')).toBe(TOAST_NOTICE_MS);
    toast.success('Đăng xuất thành công');
    vi.advanceTimersByTime(2900);
    expect(toast.list().map((t) => t.message)).toContain('Đăng xuất thành công');
    vi.advanceTimersByTime(200);
    expect(toast.list()).toHaveLength(0);
  });

  it('a long notice stays 5 s so it can be read', () => {
    const text = message('locationDeniedToast');
    expect(text.length).toBeGreaterThan(60);
    expect(toastDuration(text)).toBe(TOAST_LONG_NOTICE_MS);
    toast.error(text);
    vi.advanceTimersByTime(4900);
    expect(toast.list()).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(toast.list()).toHaveLength(0);
  });

  it('a caller may ask for a short one (cancel 2 s)', () => {
    toast.success('Hủy lịch thành công', { durationMs: 2000 });
    vi.advanceTimersByTime(2100);
    expect(toast.list()).toHaveLength(0);
  });
});
