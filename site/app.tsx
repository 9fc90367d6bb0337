import { defineApp } from 'sitegen/page';
import { company } from './company';
import { ErrorPage } from './components/ErrorPage';
import { Layout } from './components/Layout';
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
});
