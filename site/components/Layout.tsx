/** The frame of every page: skip link, header, main landmark, footer. */
import { css } from '@emotion/css';
import type { ReactNode } from 'react';
import type { PageInfo } from 'sitegen/page';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const shell = css({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
// tabIndex -1 lets the skip link move focus here; it needs no ring of its own.
const main = css({ flexGrow: 1, '&:focus': { outline: 'none' } });

export function Layout({ children, ...info }: PageInfo & { children: ReactNode }) {
  return (
    <div className={shell}>
      <SkipLink />
      {/* No nav item is current on an error page. */}
      <Header {...info} currentPath={info.status === undefined ? info.page.defaultPath : undefined} />
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer {...info} />
    </div>
  );
}
