/** A titled content section (h2), optionally on a tinted or dark band. */
import { css } from '@emotion/css';
import { cx } from './class-names';
import type { ReactNode } from 'react';
import { colors, fontSizes, mq, proseWidth, space } from '../theme';
import { Container } from './Container';

export type SectionTone = 'plain' | 'tint' | 'dark';

const section = css({
  paddingBlock: space.xxl,
  [mq('md')]: { paddingBlock: space.xxxl },
});

const tones: Record<SectionTone, string> = {
  plain: css({ background: colors.white }),
  tint: css({ background: colors.tint }),
  dark: css({
    background: colors.primary,
    color: colors.white,
    '--focus-ring': colors.accent,
    '& a:not([class])': { color: colors.white },
  }),
};

const intro = css({ maxWidth: proseWidth, fontSize: fontSizes.lg, marginBottom: space.xl });
const introDark = css({ color: colors.onPrimaryMuted });

export interface SectionProps {
  /** Used for the heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  className?: string;
  children?: ReactNode;
}

export function Section({ id, title, intro: introText, tone = 'plain', className, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={cx(section, tones[tone], className)}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        {introText && <p className={cx(intro, tone === 'dark' && introDark)}>{introText}</p>}
        {children}
      </Container>
    </section>
  );
}
