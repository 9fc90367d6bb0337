/** List patterns used across pages: check marks, numbered steps, icon features, key facts. */
import { css } from '@emotion/css';
import { cx } from './class-names';
import type { ReactNode } from 'react';
import { colors, fontSizes, mq, proseWidth, radii, space } from '../theme';
import { Icon, type IconName } from './Icon';

const checkList = css({
  margin: `0 0 ${space.lg}`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.sm,
  '& li': { display: 'flex', gap: space.sm, alignItems: 'baseline' },
});
const checkIcon = css({ color: colors.success, position: 'relative', top: '0.1em' });
const twoColumns = css({ [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)', columnGap: space.xl } });

export function CheckList({ items, columns = 1 }: { items: ReactNode[]; columns?: 1 | 2 }) {
  return (
    <ul className={cx(checkList, columns === 2 && twoColumns)}>
      {items.map((itemContent, index) => (
        <li key={index}>
          <Icon name="check" className={checkIcon} />
          <span>{itemContent}</span>
        </li>
      ))}
    </ul>
  );
}

const steps = css({
  counterReset: 'step',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.lg,
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  '& > li': {
    counterIncrement: 'step',
    position: 'relative',
    padding: `${space.lg} ${space.lg} ${space.md}`,
    background: colors.white,
    borderRadius: radii.md,
    border: `1px solid ${colors.border}`,
  },
  '& > li::before': {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    marginBottom: space.md,
    borderRadius: '50%',
    background: colors.primary,
    color: colors.white,
    fontWeight: 700,
    fontSize: fontSizes.lg,
  },
  '& h3': { fontSize: fontSizes.lg, marginBottom: space.sm },
  '& p': { margin: 0, color: colors.textMuted },
});

export interface TitledItem {
  title: string;
  text: ReactNode;
}

/** An ordered process; the numbers come from CSS counters, the order from the <ol>. */
export function StepList({ items }: { items: TitledItem[] }) {
  return (
    <ol className={steps}>
      {items.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const features = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.xl,
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  '& > li': { display: 'flex', gap: space.md, alignItems: 'flex-start' },
  '& h3': { fontSize: fontSizes.lg, marginBottom: space.xs },
  '& p': { margin: 0 },
});
const threeColumns = css({ [mq('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } });
/** Four items (benefits, values) sit in one row once the screen is wide enough. */
const fourColumns = css({ [mq('xl')]: { gridTemplateColumns: 'repeat(4, 1fr)' } });
const featureIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: radii.md,
  background: colors.tint,
  color: colors.primary,
  fontSize: '1.25rem',
});
const featureIconDark = css({ background: colors.white });

export interface Feature extends TitledItem {
  icon: IconName;
}

/** Icon + title + text items in a grid, for benefits, values and qualifications. */
export function FeatureList({ items, columns = 2, tone = 'plain' }: { items: Feature[]; columns?: 2 | 3; tone?: 'plain' | 'tint' }) {
  return (
    <ul className={cx(features, columns === 3 && threeColumns, columns === 2 && items.length === 4 && fourColumns)}>
      {items.map((feature) => (
        <li key={feature.title}>
          <span className={cx(featureIcon, tone === 'tint' && featureIconDark)}>
            <Icon name={feature.icon} />
          </span>
          <div>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const prose = css({
  maxWidth: proseWidth,
  '& p': { marginBottom: space.md },
});

/** Running text at a readable line length. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(prose, className)}>{children}</div>;
}
