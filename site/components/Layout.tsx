/** The frame of every page: skip link, header, main landmark, footer. */
import { css } from '@emotion/css';
import { isValidElement, type ReactNode } from 'react';
import type { PageInfo } from 'sitegen/page';
import { ErrorPage } from './ErrorPage';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const shell = css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
// tabIndex -1 lets the skip link move focus here; it needs no ring of its own.
const main = css({ flexGrow: 1, '&:focus': { outline: 'none' } });

export function Layout({ children, ...info }: PageInfo & { children: ReactNode }) {
  // The error page is rendered with the home page's info; no nav item is current there.
  const isErrorPage = isValidElement(children) && children.type === ErrorPage;
  return (
    <div className={shell}>
      <SkipLink />
      <Header {...info} currentPath={isErrorPage ? undefined : info.page.defaultPath} />
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer {...info} />
    </div>
  );
}
