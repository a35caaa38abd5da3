/** Where the booking draft lives in sessionStorage (draft-store.ts). */
export const DRAFT_STORAGE_KEY = 'booking-draft-v1';

/**
 * The server renders the booking page with a blank draft: a tab that holds a draft of its own must
 * draw afresh rather than hydrate that HTML (main.tsx), or state set up from the blank draft would stay.
 */
export function hasSavedDraft(): boolean {
  try {
    return sessionStorage.getItem(DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
