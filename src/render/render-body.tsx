/** The one React render of a page's body: the app's Layout around the page's (or the error page's) component. */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { PageContext, type AppDefinition, type PageInfo } from './page-api.js';

export interface RenderBodyOptions<Props extends object> {
  intl: IntlShape;
  info: PageInfo;
  Layout: AppDefinition['Layout'];
  /** The page module's component, or the app's ErrorPage. */
  Content: ComponentType<Props>;
  props: Props;
}

export function renderBody<Props extends object>({ intl, info, Layout, Content, props }: RenderBodyOptions<Props>): string {
  return renderToString(
    <RawIntlProvider value={intl}>
      <PageContext.Provider value={info}>
        <Layout {...info}>
          <Content {...props} />
        </Layout>
      </PageContext.Provider>
    </RawIntlProvider>,
  );
}
