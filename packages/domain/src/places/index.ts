export * from './fold.ts';
export * from './saved-place.ts';
export * from './search.ts';
export * from './units.ts';
