// Use cases of the services area. priceServices is shared with the booking module, so a booking is
// priced like the list.
export {
  type PricedSelection,
  type PricedService,
  type PriceServicesInput,
  priceServices,
} from './pricing.ts';
export { homeOffers } from './home-offers.ts';
