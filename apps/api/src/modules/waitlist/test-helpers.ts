// What tests outside the waitlist module may use (decision 0140): the pass the job worker runs every
// 15 s, which tests run by hand at their own clock (the browser tests' server has no running worker).

/** One pass of the waitlist: lapsed holds expired, ended offers settled, freed slots offered. */
export { runWaitlist } from './offer-service.ts';
