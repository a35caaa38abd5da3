// Use cases of the services area. priceServices is shared with the booking module (issue 5).
export {
  type PricedSelection,
  type PricedService,
  type PriceServicesInput,
  priceServices,
} from './pricing.ts';
