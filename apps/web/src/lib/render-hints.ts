import { createContext, useContext } from 'react';

/**
 * What the server guessed about the device when it rendered the page (from the User-Agent), so the first
 * client render (hydration) draws exactly what the server sent; the real values take over right after.
 */
export interface RenderHints {
  narrow: boolean;
}

export const DEFAULT_HINTS: RenderHints = { narrow: false };

export const RenderHintsContext = createContext<RenderHints>(DEFAULT_HINTS);

export function useRenderHints(): RenderHints {
  return useContext(RenderHintsContext);
}

/** Phones and small tablets say "Mobile" (or Android without it for tablets, which get the wide layout). */
export function guessNarrow(userAgent: string | undefined): boolean {
  return /\bMobile\b|iPhone|iPod|Windows Phone|Opera Mini/i.test(userAgent ?? '');
}
