import { Link } from '../../lib/link.tsx';
import { pages, type StaticPageKey } from './pages.ts';

/** Text pages: policies, terms, introduction, the hair-repair landing page. */
export default function StaticPage({ page }: { page: StaticPageKey }) {
  const content = pages[page];
  return (
    <article className="page prose">
      <h1>{content.title}</h1>
      {content.image && (
        <img
          src={content.image.src}
          alt=""
          width={content.image.width}
          height={content.image.height}
          style={{ borderRadius: 10, marginBottom: 16 }}
        />
      )}
      {content.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {content.sections?.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      {content.cta && (
        <p>
          <Link
            className="btn btn--primary"
            to={content.cta.to}
            style={{ display: 'inline-block', textDecoration: 'none' }}
          >
            {content.cta.label}
          </Link>
        </p>
      )}
    </article>
  );
}
