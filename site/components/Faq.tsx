/**
 * Questions and answers as <details> disclosures: they open and close without JavaScript, the
 * browser announces their state, and find-in-page opens the one that holds a match.
 */
import { css } from '@emotion/css';
import { colors, fontSizes, proseWidth, radii, space } from '../theme';

const list = css({
  display: 'grid',
  gap: space.md,
  maxWidth: '52rem',
});

const item = css({
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  '&[open]': { borderColor: colors.primary },
});

const question = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: '3rem',
  padding: `${space.md} ${space.lg}`,
  fontSize: fontSizes.lg,
  fontWeight: 600,
  lineHeight: 1.35,
  color: colors.navy,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: radii.md,
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { color: colors.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  // The ring sits inside the box, so it is never clipped by the neighbouring item.
  '&:focus-visible': { outlineOffset: '-3px' },
  // A plus that turns into a minus: two bars drawn in CSS, no icon to ship.
  '&::after': {
    content: '""',
    flexShrink: 0,
    width: '1rem',
    height: '1rem',
    background: `linear-gradient(${colors.primary}, ${colors.primary}) center / 100% 3px no-repeat, linear-gradient(${colors.primary}, ${colors.primary}) center / 3px 100% no-repeat`,
  },
  'details[open] > &::after': {
    background: `linear-gradient(${colors.primary}, ${colors.primary}) center / 100% 3px no-repeat`,
  },
});

const answer = css({
  maxWidth: proseWidth,
  margin: 0,
  padding: `0 ${space.lg} ${space.lg}`,
});

export interface FaqItem {
  question: string;
  answer: string;
}

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={list}>
      {items.map((entry) => (
        <details key={entry.question} className={item}>
          <summary className={question}>{entry.question}</summary>
          <p className={answer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
