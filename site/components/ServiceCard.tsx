/** A service teaser: icon, title (the link, stretched over the whole card) and a short text. */
import { css } from '@emotion/css';
import { colors, fontSizes, mq, radii, shadows, space } from '../theme';
import { Icon, type IconName } from './Icon';

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  padding: space.xl,
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderTop: `4px solid ${colors.primary}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  transition: 'box-shadow 150ms ease',
  '&:hover': { boxShadow: shadows.cardHover },
  // The focus ring of the stretched link surrounds the whole card.
  '&:focus-within': { outline: `3px solid ${colors.primary}`, outlineOffset: '2px' },
  '&:focus-within a:focus-visible': { outline: 'none' },
});

const iconBox = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBottom: space.lg,
  borderRadius: radii.md,
  background: colors.tint,
  color: colors.primary,
  fontSize: '1.75rem',
});

const title = css({ fontSize: fontSizes.xl, marginBottom: space.sm });

const titleLink = css({
  color: colors.navy,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.md },
  '&:hover': { color: colors.primary, textDecoration: 'underline' },
});

const text = css({ color: colors.textMuted, flexGrow: 1 });

const more = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: colors.primary,
  fontWeight: 600,
  margin: 0,
});

export interface ServiceCardProps {
  icon: IconName;
  title: string;
  text: string;
  href: string;
  /** Visible "read more" cue; the link's name is the title. */
  more: string;
  headingLevel?: 2 | 3;
}

export function ServiceCard({ icon, title: heading, text: body, href, more: moreText, headingLevel = 3 }: ServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card}>
      <span className={iconBox}>
        <Icon name={icon} />
      </span>
      <Heading className={title}>
        <a className={titleLink} href={href}>
          {heading}
        </a>
      </Heading>
      <p className={text}>{body}</p>
      <p className={more} aria-hidden="true">
        {moreText}
        <Icon name="arrow-right" />
      </p>
    </article>
  );
}

/** Stacked on small screens, three side by side from md. */
export const cardGrid = css({
  display: 'grid',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});
