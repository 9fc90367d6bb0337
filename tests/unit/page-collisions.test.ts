import { describe, expect, it } from 'vitest';
import type { RouteOptions } from '../../src/config/define-config.js';
import { formatProblem } from '../../src/errors.js';
import { expandPages } from '../../src/routes/expand-pages.js';
import { findPageCollisions } from '../../src/routes/page-collisions.js';
import { locales } from './locales.js';

const collide = (routes: RouteOptions[], ids: string[]) =>
  findPageCollisions(expandPages({ routes, locales, defaultLocale: 'de', collectionIds: { projects: ids } })).map(formatProblem);

const projects: RouteOptions = { path: '/projekte/{id}/', page: 'project', params: { id: { collection: 'projects' } } };

describe('pages that would write one URL', () => {
  it('names the static route and the entry that fills the same path, in every variant at once', () => {
    const problems = collide([{ path: '/projekte/kita-wedding/', page: 'kita' }, projects], ['kita-wedding', 'other']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('The URL /de/projekte/kita-wedding/ would be written by 2 pages');
    expect(problems.join('\n')).toContain(
      'route /projekte/kita-wedding/ (locale de, unprefixed, page module "kita"); route /projekte/{id}/ with id "kita-wedding" (locale de, unprefixed, page module "project")',
    );
    expect(problems.join('\n')).toContain('/en/projekte/kita-wedding/');
  });

  it('names two static routes with the same path', () => {
    expect(
      collide(
        [
          { path: '/a/', page: 'one' },
          { path: '/a/', page: 'two' },
        ],
        [],
      ),
    ).toHaveLength(3);
  });

  it('names an entry whose id is a locale prefix, which takes the home page of that locale', () => {
    const problems = collide(
      [
        { path: '/', page: 'home' },
        { ...projects, path: '/{id}/' },
      ],
      ['en'],
    );
    expect(problems).toEqual([expect.stringContaining('The URL /en/ would be written by 2 pages')]);
  });

  it('names paths that differ only by case or Unicode form, which are one file on macOS, Windows and some hosts', () => {
    expect(collide([projects], ['Kita', 'kita'])).toHaveLength(3);
    expect(collide([projects], ['\u00e4', 'a\u0308'])).toHaveLength(3);
    expect(collide([projects], ['Kita', 'kita'])[0]).toContain('The one output file of /de/projekte/Kita/ and /de/projekte/kita/');
  });

  it('finds nothing on a site whose pages each have a URL of their own', () => {
    expect(collide([{ path: '/', page: 'home' }, { path: '/projekte/', page: 'list' }, projects], ['a', 'b', 'a-b'])).toEqual([]);
  });
});
