// Starts the service worker (/sw.js, written by the build) once there is something worth keeping
// offline: a booking on the success page. Not on the first load of every page: its install fetches
// the shell files, which would count against a first visit's budget (decisions 0134, 0142). Once
// installed it serves every page of the site, and a new build replaces it by itself.

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // A development server has no /sw.js: nothing to register.
  if (import.meta.env.DEV) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Blocked (private mode, an insecure address): the site works online as before.
  });
}
