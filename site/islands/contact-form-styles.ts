/**
 * The contact form's classes, made with emotion on the server only. The page passes them to the
 * island as a prop, so the browser gets finished class names and never loads emotion (about 6 KB
 * gzip of the island's chunk): the rules of every state (field errors, the panels) are in the
 * page's own CSS, since the build inlines each rule whose class the markup mentions, and the
 * island's props are part of the markup.
 */
import { css } from '@emotion/css';
import { cx } from '../components/class-names';
import { colors, fontSizes, radii, space } from '../theme';

const panel = css({ margin: 0, padding: space.lg, borderRadius: radii.md, '& > :last-child': { marginBottom: 0 } });

export const contactFormClasses = {
  form: css({ display: 'grid', gap: space.lg, maxWidth: '40rem' }),
  row: css({ display: 'grid', gap: space.lg, '@media (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' } }),
  label: css({ display: 'block', fontWeight: 600, marginBottom: space.xs }),
  optional: css({ fontWeight: 400, color: colors.textMuted }),
  control: css({
    display: 'block',
    width: '100%',
    minHeight: '3rem',
    padding: `${space.sm} ${space.md}`,
    font: 'inherit',
    color: colors.text,
    background: colors.white,
    border: `1px solid ${colors.textMuted}`,
    borderRadius: radii.sm,
    '&[aria-invalid="true"]': { borderColor: colors.danger, boxShadow: `inset 0 0 0 1px ${colors.danger}` },
  }),
  privacyNote: css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm }),
  hint: css({ margin: `${space.xs} 0 0`, color: colors.textMuted, fontSize: fontSizes.sm }),
  error: css({ margin: `${space.xs} 0 0`, color: colors.danger, fontSize: fontSizes.sm, fontWeight: 600 }),
  // Off-screen rather than display:none, which some bots recognise and skip.
  honeypot: css({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }),
  submit: css({
    justifySelf: 'start',
    minHeight: '3rem',
    padding: `${space.sm} ${space.lg}`,
    font: 'inherit',
    fontWeight: 600,
    textTransform: 'none',
    color: colors.white,
    background: colors.primary,
    border: 0,
    borderRadius: radii.md,
    cursor: 'pointer',
    '&:hover': { background: colors.primaryDark },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
  }),
  successPanel: cx(panel, css({ background: colors.tint, borderLeft: `4px solid ${colors.success}`, '& h3:focus': { outline: 'none' } })),
  mailtoPanel: cx(panel, css({ background: colors.tint })),
  ways: css({ margin: 0, paddingLeft: space.lg, '& li + li': { marginTop: space.xs } }),
  failurePanel: cx(panel, css({ background: '#FDF0EF', borderLeft: `4px solid ${colors.danger}` })),
};

export type ContactFormClasses = typeof contactFormClasses;
