export * from './delivery.ts';
export * from './next-step.ts';
export * from './price-text.ts';
export * from './pricing.ts';
export * from './search.ts';
export * from './selection.ts';
export * from './member-price.ts';
export * from './guide-match.ts';
