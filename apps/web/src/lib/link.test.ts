import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

const at = (location: string, link: ReactNode) => renderToStaticMarkup(h(StaticRouter, { location }, link));

describe('the app links', () => {
  it('point at the path, query and hash they are given, with their own attributes', () => {
    const html = at(
      '/',
      h(Link, { to: '/booking?salonId=1#top', className: 'btn', target: '_blank' }, 'Đặt'),
    );
    expect(html).toBe('<a class="btn" href="/booking?salonId=1#top" target="_blank">Đặt</a>');
    expect(at('/', h(Link, { to: { pathname: '/system-salon', search: '?x=1' } }, 'S'))).toContain(
      'href="/system-salon?x=1"',
    );
  });

  it('leave an address of another site as it is', () => {
    expect(at('/', h(Link, { to: 'https://example.com/a' }, 'x'))).toBe(
      '<a href="https://example.com/a">x</a>',
    );
  });

  it('mark the link of the page shown, and its parent unless it ends there', () => {
    const nav = (location: string) =>
      at(
        location,
        h(
          'nav',
          null,
          h(NavLink, { to: '/', end: true }, 'Home'),
          h(NavLink, { to: '/system-salon' }, 'Salons'),
        ),
      );
    expect(nav('/')).toBe(
      '<nav><a class="active" aria-current="page" href="/">Home</a><a href="/system-salon">Salons</a></nav>',
    );
    expect(nav('/system-salon/43')).toBe(
      '<nav><a href="/">Home</a><a class="active" aria-current="page" href="/system-salon">Salons</a></nav>',
    );
    expect(at('/booking', h(NavLink, { to: '/' }, 'Home'))).toBe('<a href="/">Home</a>');
    expect(at('/system-salons', h(NavLink, { to: '/system-salon' }, 'S'))).toBe(
      '<a href="/system-salon">S</a>',
    );
  });
});
