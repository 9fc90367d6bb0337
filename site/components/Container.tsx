import { css } from '@emotion/css';
import { cx } from './class-names';
import type { ReactNode } from 'react';
import { containerWidths, mq, space } from '../theme';

export const container = css({
  // The container and its steps at lg and xl come from site/theme.ts.
  width: '100%',
  maxWidth: containerWidths.base,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq('sm')]: { paddingInline: space.lg },
  [mq('md')]: { paddingInline: space.xl },
  [mq('lg')]: { maxWidth: containerWidths.lg },
  [mq('xl')]: { maxWidth: containerWidths.xl, paddingInline: space.xxl },
});

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(container, className)}>{children}</div>;
}
