import { describe, expect, it, vi } from 'vitest';
import { postToShell } from './shell-bridge.ts';

function fakeWindow(opts: { native?: boolean; framed?: boolean }) {
  const native = { postMessage: vi.fn() };
  const parent = { postMessage: vi.fn() };
  const win: Record<string, unknown> = {};
  win.parent = opts.framed ? parent : win;
  if (opts.native) win.ReactNativeWebView = native;
  return { win: win as unknown as Window, native, parent };
}

describe('postToShell', () => {
  it('a React Native shell gets the message as JSON text', () => {
    const { win, native } = fakeWindow({ native: true });
    expect(postToShell('booking_success', { bookingId: 12 }, win)).toBe(true);
    expect(native.postMessage).toHaveBeenCalledWith('{"type":"booking_success","bookingId":12}');
  });

  it('a framing super-app gets it on its window', () => {
    const { win, parent } = fakeWindow({ framed: true });
    expect(postToShell('booking-home', {}, win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'booking-home' }, '*');
  });

  it('a plain browser tab has no shell: false, nothing sent', () => {
    const { win, native, parent } = fakeWindow({});
    expect(postToShell('booking-home', {}, win)).toBe(false);
    expect(native.postMessage).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
