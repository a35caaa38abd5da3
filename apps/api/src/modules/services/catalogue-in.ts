import type { Db } from '../../db/connect.ts';
import { type Lang, type Translate, translatorFor } from '../translations/index.ts';
import type { CategoryRecord, GroupRecord, ServiceRecord } from './repo.ts';

// The catalogue in the asked language (decision 0147): names, versions, subtitles, tags and group
// texts are swapped for their English at the record level, so every answer made from the records
// (lists, details, add-ons, combo parts, the search the page builds) says the same thing.

export interface CatalogueParts {
  services?: ServiceRecord[];
  groups?: GroupRecord[];
  categories?: CategoryRecord[];
}

function textsOf({ services = [], groups = [], categories = [] }: CatalogueParts): string[] {
  return [
    ...services.flatMap((s) => [
      s.name,
      s.subtitle,
      s.versionName ?? '',
      ...s.tags,
      ...s.comboDetail.map((c) => c.name),
    ]),
    ...groups.flatMap((g) => [g.title, g.titleContent, ...g.tags]),
    ...categories.map((c) => c.title),
  ];
}

function serviceIn(s: ServiceRecord, t: Translate): ServiceRecord {
  return {
    ...s,
    name: t(s.name),
    subtitle: t(s.subtitle),
    versionName: s.versionName === null ? null : t(s.versionName),
    tags: s.tags.map(t),
    comboDetail: s.comboDetail.map((c) => ({ ...c, name: t(c.name) })),
  };
}

/** The parts in `lang`; Vietnamese returns them as they are, English costs one query. */
export async function catalogueIn<P extends CatalogueParts>(db: Db, lang: Lang, parts: P): Promise<P> {
  if (lang === 'vi') return parts;
  const t = await translatorFor(db, lang, textsOf(parts));
  return {
    ...parts,
    services: parts.services?.map((s) => serviceIn(s, t)),
    groups: parts.groups?.map((g) => ({
      ...g,
      title: t(g.title),
      titleContent: t(g.titleContent),
      tags: g.tags.map(t),
    })),
    categories: parts.categories?.map((c) => ({ ...c, title: t(c.title) })),
  };
}
