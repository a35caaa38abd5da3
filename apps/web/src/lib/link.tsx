import type { AnchorHTMLAttributes } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The app's links, on React Router's own hooks. Its <Link> and <NavLink> carry framework-mode code
 * (route discovery, prefetching, view transitions) this app never uses: ~2.8 KB gzipped of every
 * page's first-load JS (docs/benchmarks.md). Biome refuses importing them from 'react-router'.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

// A scheme ("https:", "mailto:") or "//host": the browser follows it, the router does not.
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function Link(props: LinkProps) {
  const { to, replace, state, ...rest } = props;
  if (typeof to === 'string' && EXTERNAL.test(to)) return <a {...rest} href={to} />;
  return <RouterLink {...props} />;
}

function RouterLink({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  // Leaves modified clicks (new tab, download) and other targets to the browser, as the router's Link.
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** A Link marked `active` (class and aria-current="page") on its own page, below it too unless `end`. */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  // Compared as the router's NavLink does: ignoring case, and "/" is active only on "/" itself.
  const pathname = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const below = target.endsWith('/') ? target : `${target}/`;
  const active = pathname === target || (!end && target !== '/' && pathname.startsWith(below));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
