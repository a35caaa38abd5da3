export * from './cities.ts';
export * from './distance.ts';
export * from './nearby.ts';
export * from './opening.ts';
export * from './regions.ts';
export * from './search.ts';
