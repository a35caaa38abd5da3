// The offline feature's front door: the saved booking and the service worker's start.
export { forgetSavedBooking, withOfflineCopy } from './saved-booking.ts';
export { registerServiceWorker } from './register-service-worker.ts';
export { OfflineNote } from './offline-note.tsx';
