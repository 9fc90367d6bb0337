import { defineApp } from 'sitegen/page';
import { company } from './company';
import { ErrorPage } from './components/ErrorPage';
import { Layout } from './components/Layout';
import { breadcrumbList, breadcrumbTrail } from './structured-data';
import { injectGlobalStyles } from './theme';

injectGlobalStyles();

export default defineApp({
  Layout,
  ErrorPage,
  errorHead: ({ status, intl }) => {
    const kind = status === 404 ? 'notFound' : 'serverError';
    return {
      title: intl.formatMessage({ id: `error.${kind}.title` }),
      description: intl.formatMessage({ id: `error.${kind}.description` }),
    };
  },
  title: ({ pageTitle }) => (pageTitle ? `${pageTitle} – ${company.legalName}` : company.legalName),
  // Every page below home says where it sits, as its visible breadcrumb does.
  jsonLd: ({ page, head, intl, canonicalUrl }) =>
    head.title === undefined
      ? undefined
      : breadcrumbList(breadcrumbTrail(page.defaultPath, head.title, (id) => intl.formatMessage({ id }), canonicalUrl)),
});
