// The campaigns module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: campaigns for booking, rewards, promotion codes, vouchers and claims. */
export { campaignRoutes } from './routes.ts';
/**
 * A booking's promotions applied inside its transaction (vouchers, codes, public uses taken); or in two
 * steps: read and checked before the booking's transaction, then written in it (or, for the uses an
 * unconfirmed booking only notes, by the booking's own write).
 */
export {
  applyCampaignsInBooking,
  type CampaignReads,
  type CheckedCampaigns,
  checkCampaignsForBooking,
  notedUses,
  readCampaignsForBooking,
  writeCampaignsInBooking,
} from './redeem.ts';
/** A confirmed booking's noted promotion uses, taken in the confirming transaction. */
export { takeNotedUses } from './confirm-uses.ts';
/** Active campaigns (by ids, or a scope not yet ended), and the once-per-phone ones a customer already used. */
export { loadCampaigns, usedOncePerPhone } from './repo.ts';
