/**
 * The starter's code, file by file, as it is written: a layout with navigation and language
 * switch, an error page, and four pages. Texts come from the messages, never from here.
 */

export const APP_MODULE = `/** The frame of every page (header, navigation, language switch, footer), the error page and the title. */
import { css } from '@emotion/css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineApp, type ErrorProps, type PageInfo } from 'sitegen/page';

const primary = '#1d4ed8';

const shell = css({ maxWidth: '48rem', margin: '0 auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, color: '#1f2937' });
const header = css({ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center', justifyContent: 'space-between', padding: '1rem 0', borderBottom: '1px solid #e5e7eb' });
const brand = css({ fontWeight: 700, fontSize: '1.25rem', color: primary, textDecoration: 'none' });
const list = css({ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: 0, padding: 0, listStyle: 'none', '& a': { color: primary }, '& a[aria-current]': { fontWeight: 700 } });
const main = css({ padding: '2rem 0', minHeight: '60vh' });
const footer = css({ padding: '1rem 0', borderTop: '1px solid #e5e7eb', color: '#4b5563', fontSize: '0.875rem' });

/** The main navigation: a site path and the message id of its label. */
const navigation = [
  { path: '/', label: 'nav.home' },
  { path: '/about/', label: 'nav.about' },
  { path: '/posts/', label: 'nav.posts' },
];

function Layout({ children, page, locales, link, status }: PageInfo & { children: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // An error page is none of the navigation's pages.
  const current = status === undefined ? page.defaultPath : undefined;
  return (
    <div className={shell}>
      <header className={header}>
        <a className={brand} href={link('/')}>
          {t('site.name')}
        </a>
        <nav aria-label={t('nav.label')}>
          <ul className={list}>
            {navigation.map((item) => (
              <li key={item.path}>
                <a href={link(item.path)} aria-current={current === item.path ? 'page' : undefined}>
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Plain links to this page in every locale; sitegen's runtime remembers the choice in a cookie. */}
        <nav aria-label={t('languageSwitch.label')}>
          <ul className={list}>
            {locales.map((locale) => (
              <li key={locale.code}>
                <a data-switch-locale={locale.code} href={locale.path} hrefLang={locale.language} lang={locale.language} aria-current={locale.current ? 'true' : undefined}>
                  {locale.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={main}>{children}</main>
      <footer className={footer}>
        <p>{t('site.footer')}</p>
      </footer>
    </div>
  );
}

/** 404 and other errors, inside the layout so the visitor can go on from here. */
function ErrorPage({ status, message, link }: ErrorProps) {
  const intl = useIntl();
  const kind = status === 404 ? 'notFound' : 'serverError';
  return (
    <>
      <h1>{intl.formatMessage({ id: 'error.' + kind + '.title' })}</h1>
      {message && <p>{message}</p>}
      <p>
        <a href={link('/')}>{intl.formatMessage({ id: 'error.backHome' })}</a>
      </p>
    </>
  );
}

export default defineApp({
  Layout,
  ErrorPage,
  errorHead: ({ status, intl }) => {
    const kind = status === 404 ? 'notFound' : 'serverError';
    return { title: intl.formatMessage({ id: 'error.' + kind + '.title' }), description: intl.formatMessage({ id: 'error.' + kind + '.description' }) };
  },
  // "About us – Site name"; the home page is the site name alone.
  title: ({ pageTitle, intl }) => {
    const siteName = intl.formatMessage({ id: 'site.name' });
    return pageTitle ? pageTitle + ' – ' + siteName : siteName;
  },
});
`;

export const POSTS_MODULE = `/** The posts collection as pages use it: typed entries, newest first, and a list of links to them. */
import { useIntl } from 'react-intl';
import type { EntryOf } from 'sitegen/page';
import type config from '../generator.config';

/** A post, its data typed from the collection's schema in generator.config.ts. */
export type PostEntry = EntryOf<typeof config, 'posts'>;

export function newestFirst(entries: PostEntry[]): PostEntry[] {
  return entries.slice().sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** A date as the locale writes it; the day as written in the front matter, whatever the build machine's zone. */
export function useFormatDay(): (date: Date) => string {
  const intl = useIntl();
  return (date) => intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' });
}

export function PostList({ posts, link }: { posts: PostEntry[]; link: (path: string) => string }) {
  const intl = useIntl();
  const formatDay = useFormatDay();
  if (posts.length === 0) return <p>{intl.formatMessage({ id: 'posts.empty' })}</p>;
  return (
    <ul>
      {posts.map((post) => (
        <li key={post.id}>
          <a href={link('/posts/' + post.id + '/')}>{post.data.title}</a> <time dateTime={post.data.date.toISOString().slice(0, 10)}>{formatDay(post.data.date)}</time>
          <br />
          {post.data.description}
        </li>
      ))}
    </ul>
  );
}
`;

export const HOME_PAGE = `import { useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import type config from '../../generator.config';
import { newestFirst, PostList } from '../posts';

function Home({ content, link }: PageProps<typeof config>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <h2>{t('home.latest')}</h2>
      <PostList posts={newestFirst(content.posts).slice(0, 3)} link={link} />
    </>
  );
}

export default definePage<typeof config>({
  // No title: the home page's title is the site name alone (see site/app.tsx).
  head: ({ intl }) => ({ description: intl.formatMessage({ id: 'home.description' }) }),
  component: Home,
});
`;

export const ABOUT_PAGE = `import { useIntl } from 'react-intl';
import { definePage } from 'sitegen/page';

function About() {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'about.title' })}</h1>
      <p>{intl.formatMessage({ id: 'about.text' })}</p>
    </>
  );
}

export default definePage({
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'about.title' }), description: intl.formatMessage({ id: 'about.description' }) }),
  component: About,
});
`;

export const POSTS_PAGE = `import { useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import type config from '../../generator.config';
import { newestFirst, PostList } from '../posts';

function Posts({ content, link }: PageProps<typeof config>) {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'posts.title' })}</h1>
      <PostList posts={newestFirst(content.posts)} link={link} />
    </>
  );
}

export default definePage<typeof config>({
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'posts.title' }), description: intl.formatMessage({ id: 'posts.description' }) }),
  component: Posts,
});
`;

export const POST_PAGE = `import { useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import type config from '../../generator.config';
import { useFormatDay, type PostEntry } from '../posts';

/** The route /posts/{id}/ takes its ids from the posts collection, so every copy has its entry. */
function requireEntry(entry: PostEntry | undefined): PostEntry {
  if (!entry) throw new Error('the post page rendered without its post; its route needs an id from the posts collection');
  return entry;
}

function PostPage({ entry, link }: PageProps<typeof config, 'posts'>) {
  const intl = useIntl();
  const formatDay = useFormatDay();
  const { data, html } = requireEntry(entry);
  return (
    <article>
      <h1>{data.title}</h1>
      <p>
        <time dateTime={data.date.toISOString().slice(0, 10)}>{intl.formatMessage({ id: 'posts.published' }, { date: formatDay(data.date) })}</time>
      </p>
      {/* The Markdown body, rendered to HTML by sitegen. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <p>
        <a href={link('/posts/')}>{intl.formatMessage({ id: 'posts.back' })}</a>
      </p>
    </article>
  );
}

export default definePage<typeof config, 'posts'>({
  head: ({ entry }) => {
    const { data } = requireEntry(entry);
    return { title: data.title, description: data.description, lastModified: data.date };
  },
  component: PostPage,
});
`;
