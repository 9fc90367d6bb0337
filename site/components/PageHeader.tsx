/** The top of every page: optional breadcrumb, the page's one h1 and its introduction. */
import { css } from '@emotion/css';
import type { ReactNode } from 'react';
import { colors, fontSizes, mq, proseWidth, space } from '../theme';
import { Container } from './Container';

const header = css({
  background: colors.tint,
  borderBottom: `1px solid ${colors.border}`,
  paddingBlock: space.xxl,
  [mq('md')]: { paddingBlock: space.xxxl },
});

const title = css({ color: colors.primary, maxWidth: '20em' });
const lead = css({ maxWidth: proseWidth, fontSize: fontSizes.lg, margin: 0 });
const actions = css({ marginTop: space.xl });

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Rendered above the h1, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Rendered below the introduction, e.g. facts or buttons. */
  children?: ReactNode;
}

export function PageHeader({ title: heading, intro, before, children }: PageHeaderProps) {
  return (
    <div className={header}>
      <Container>
        {before}
        <h1 className={title}>{heading}</h1>
        {intro && <p className={lead}>{intro}</p>}
        {children && <div className={actions}>{children}</div>}
      </Container>
    </div>
  );
}
