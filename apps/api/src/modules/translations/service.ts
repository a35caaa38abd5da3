import type { Db } from '../../db/connect.ts';
import { englishOf } from './repo.ts';

export type Lang = 'vi' | 'en';

/** A text in the asked language: its English when there is one, else as the chain wrote it. */
export type Translate = (text: string) => string;

const asWritten: Translate = (text) => text;

/**
 * The translate function for the texts a use case is about to show, loaded in one query. Vietnamese
 * (the default) costs nothing: the texts are shown as stored.
 */
export async function translatorFor(db: Db, lang: Lang, sources: readonly string[]): Promise<Translate> {
  if (lang === 'vi') return asWritten;
  const english = await englishOf(db, sources);
  return (text) => english.get(text) ?? text;
}
