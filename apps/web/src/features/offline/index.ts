// The offline feature's front door: the saved booking, the account's copy and the service worker's start.
export { forgetSavedBooking, withOfflineCopy } from './saved-booking.ts';
export { withSignedInCopy, withUpcomingCopy } from './saved-account.ts';
export { registerServiceWorker } from './register-service-worker.ts';
export { OfflineNote } from './offline-note.tsx';
