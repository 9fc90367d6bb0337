import { css } from '@emotion/css';
import { cx } from './class-names';
import type { ReactNode } from 'react';
import { containerWidth, mq, space } from '../theme';

export const container = css({
  width: '100%',
  maxWidth: containerWidth,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq('sm')]: { paddingInline: space.lg },
  [mq('md')]: { paddingInline: space.xl },
});

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(container, className)}>{children}</div>;
}
