export * from './banner-action.ts';
export * from './config-types.ts';
export * from './consent.ts';
export * from './footer.ts';
export * from './shuffle.ts';
export * from './slides.ts';
export * from './localize.ts';
export * from './home-sections.ts';
