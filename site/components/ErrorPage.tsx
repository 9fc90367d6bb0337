/** 404 and other errors, inside the normal layout so the visitor can navigate on. */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import type { ErrorProps } from 'sitegen/page';
import { buttonRow, ButtonLink } from './Button';
import { PageHeader } from './PageHeader';
import { Container } from './Container';
import { fontSizes, proseWidth, space } from '../theme';

const body = css({ paddingBlock: space.xxl, '& p': { maxWidth: proseWidth } });
const message = css({
  margin: 0,
  fontSize: fontSizes.lg,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
});

export function ErrorPage({ status, message: errorText, link }: ErrorProps) {
  const intl = useIntl();
  const kind = status === 404 ? 'notFound' : 'serverError';
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: `error.${kind}.title` })}>
        {errorText && <p className={message}>{errorText}</p>}
      </PageHeader>
      <Container className={body}>
        <p>{intl.formatMessage({ id: `error.${kind}.text` })}</p>
        <div className={buttonRow}>
          <ButtonLink href={link('/')} icon="arrow-right">
            {intl.formatMessage({ id: 'error.backHome' })}
          </ButtonLink>
          <ButtonLink variant="secondary" href={link('/contact/')}>
            {intl.formatMessage({ id: 'error.contact' })}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
