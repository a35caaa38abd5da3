import { pages, type StaticPageKey } from './pages.ts';

/** Text pages: policies, terms, introduction, the hair-repair landing page. */
export default function StaticPage({ page }: { page: StaticPageKey }) {
  const content = pages[page];
  return (
    <article className="page prose">
      <h1>{content.title}</h1>
      {content.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </article>
  );
}
