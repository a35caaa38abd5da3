export * from './campaign-types.ts';
export * from './repricing.ts';
export * from './validity.ts';
export * from './combining.ts';
export * from './campaign-tags.ts';
