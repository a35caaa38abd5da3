// The home page's sections and the documents that feed the lower ones (000 §7: dynamic-layout.json,
// feedback.json, home-lookbooks.json, lookbooks.json, shine_moment/photos.json, member-config).
// The documents are data edited by the salon: every reader here accepts a missing or odd field.

/** Home sections in their default order; dynamic-layout.json names them by these keys. */
export const HOME_SECTIONS = [
  'banner',
  'bookingBox',
  'upcomingBookings',
  'blocks',
  'lookbooks',
  'shineMoments',
  'feedback',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export interface DynamicLayoutDocument {
  version?: number;
  sections?: Array<{ key: string; visible?: boolean }>;
}

export interface CustomerFeedback {
  id: number;
  name: string;
  avatar: string;
  star: number;
  salonName: string;
  content: string;
  /** English words of the card; the name without its Vietnamese form of address ('Chị', 'Anh'). */
  en?: LookbookTextsEn;
}
export interface FeedbackDocument {
  data: CustomerFeedback[];
}

/** English texts of a document item; a missing one stays as written. */
export interface LookbookTextsEn {
  title?: string;
  caption?: string;
  name?: string;
  content?: string;
}
export interface Lookbook {
  id: number;
  title: string;
  images: string[];
  en?: LookbookTextsEn;
}
export interface LookbooksDocument {
  data: Lookbook[];
}

export interface ShineMomentPhoto {
  id: number;
  image: string;
  caption: string;
  en?: LookbookTextsEn;
}
export interface ShineMomentsDocument {
  data: ShineMomentPhoto[];
}

export interface MemberTier {
  memberType: number;
  name: string;
  icon: string;
  benefits: string[];
  en?: { benefits?: string[] };
}
export interface MemberConfigDocument {
  tiers: MemberTier[];
}

function isSection(key: unknown): key is HomeSection {
  return typeof key === 'string' && (HOME_SECTIONS as readonly string[]).includes(key);
}

/**
 * The sections to draw, in order. The document lists sections in its order; `visible: false` hides
 * one. A section it does not name keeps its default place after the named ones, so a section added to
 * the site shows on a document written before it. Unknown keys and repeats are ignored; no document
 * (loading or failed) means every section in the default order.
 */
export function homeSectionOrder(doc: DynamicLayoutDocument | null | undefined): HomeSection[] {
  const listed = Array.isArray(doc?.sections) ? doc.sections : [];
  const named = new Set<HomeSection>();
  const shown: HomeSection[] = [];
  for (const entry of listed) {
    const key = entry?.key;
    if (!isSection(key) || named.has(key)) continue;
    named.add(key);
    if (entry.visible !== false) shown.push(key);
  }
  return [...shown, ...HOME_SECTIONS.filter((k) => !named.has(k))];
}

/** A whole number of stars from 0 to 5 (a document may say 4.5, 7 or nothing). */
export function starCount(star: unknown): number {
  const n = typeof star === 'number' && Number.isFinite(star) ? Math.round(star) : 0;
  return Math.min(5, Math.max(0, n));
}

/** The tier of a member type (2 Silver, 3 Gold, 4 Diamond, 000 §6), if the configuration has it. */
export function memberTierOf(
  doc: MemberConfigDocument | null | undefined,
  memberType: number | null | undefined,
): MemberTier | undefined {
  if (memberType == null || !Array.isArray(doc?.tiers)) return undefined;
  return doc.tiers.find((t) => t.memberType === memberType);
}
