// The messages the booking flow sends to an app shell (001 §1): `booking_success` when the visitor
// closes the success page, `booking-home` from the home icon at step 0. A React Native shell listens
// on window.ReactNativeWebView; a super-app that frames the page listens on its own window.

export type ShellMessage = 'booking_success' | 'booking-home';

interface NativeBridge {
  postMessage(data: string): void;
}
type ShellWindow = Window & { ReactNativeWebView?: NativeBridge };

/**
 * Posts the message to every shell present; true when one was there to hear it (the caller then
 * leaves the navigation to the shell). Only the message type and the booking id travel: nothing
 * private, since a framing page's origin cannot be known here.
 */
export function postToShell(
  type: ShellMessage,
  data: { bookingId?: number } = {},
  win = window as ShellWindow,
): boolean {
  const payload = { type, ...data };
  let heard = false;
  if (win.ReactNativeWebView && typeof win.ReactNativeWebView.postMessage === 'function') {
    win.ReactNativeWebView.postMessage(JSON.stringify(payload));
    heard = true;
  }
  if (win.parent && win.parent !== win) {
    win.parent.postMessage(payload, '*');
    heard = true;
  }
  return heard;
}
