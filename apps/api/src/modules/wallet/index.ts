// The wallet module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: balance, top-up through a payment provider, the ledger. */
export { walletRoutes } from './routes.ts';
/** A booking paid with the balance: refunded when cancelled, settled again when its total changes. */
export { refundBookingPayment, settlePaymentAfterChange } from './repo.ts';
