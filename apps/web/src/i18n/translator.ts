/**
 * The app's own translator (docs/decisions/0090): namespaces of nested texts, `{name}` placeholders,
 * Vietnamese as the fallback, and a language that components subscribe to. It replaces i18next, whose
 * features beyond these cost ~15 KB gzipped of the 120 KB first-load budget.
 */
export type Lang = 'vi' | 'en';
export type Texts = { [key: string]: string | Texts };
export type TVars = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, vars?: TVars) => string;

export const DEFAULT_NS = 'translation';
const FALLBACK: Lang = 'vi';

export class Translator {
  private readonly bundles: Record<Lang, Map<string, Texts>> = { vi: new Map(), en: new Map() };
  private readonly listeners = new Set<() => void>();
  private fixed = new Map<string, TFunction>();

  constructor(public language: Lang = FALLBACK) {}

  /** Adds texts to a namespace, deep-merging with what it already has (later texts win). */
  addTexts(lang: Lang, ns: string, texts: Texts) {
    const current = this.bundles[lang].get(ns);
    this.bundles[lang].set(ns, current ? mergeTexts(current, texts) : texts);
  }

  changeLanguage(lang: Lang) {
    if (lang === this.language) return;
    this.language = lang;
    for (const listener of [...this.listeners]) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Text of `key` in `lang`, else in Vietnamese, else the key itself, so a missing text is visible. */
  translate(lang: Lang, ns: string, key: string, vars?: TVars): string {
    const text = lookup(this.bundles[lang].get(ns), key) ?? lookup(this.bundles[FALLBACK].get(ns), key);
    if (text === undefined) return key;
    return vars ? interpolate(text, vars) : text;
  }

  /** A stable t for one language and namespace: components can list it in effect dependencies. */
  fixedT(lang: Lang, ns: string = DEFAULT_NS): TFunction {
    const id = `${lang}\u0000${ns}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, vars) => this.translate(lang, ns, key, vars);
      this.fixed.set(id, t);
    }
    return t;
  }

  /** t in the current language and the default namespace, for code outside components. */
  t: TFunction = (key, vars) => this.translate(this.language, DEFAULT_NS, key, vars);
}

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// A placeholder with no value becomes empty, as i18next did, rather than showing "{name}" to a customer.
function interpolate(text: string, vars: TVars): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function mergeTexts(base: Texts, extra: Texts): Texts {
  const out: Texts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const prev = out[key];
    out[key] =
      typeof value === 'object' && prev !== undefined && typeof prev === 'object'
        ? mergeTexts(prev, value)
        : value;
  }
  return out;
}
