/**
 * Colours, breakpoints, spacing and type for the site, plus the global styles.
 * Every text/background pair used by the components meets WCAG AA (ratios noted beside them).
 */
import { injectGlobal } from '@emotion/css';

export const colors = {
  /** Brand primary. 8.8:1 on white. */
  primary: '#004D84',
  /** Hover/active state of primary; 11.8:1 on white. */
  primaryDark: '#003A63',
  /** Footer and top bar; white text 15.5:1, accent 10.8:1. */
  navy: '#0B2540',
  /** Light brand surface for alternating sections; primary text 7.9:1, muted text 6.6:1. */
  tint: '#EEF4F9',
  /** Secondary text on primary/navy backgrounds; 6.9:1 on primary. */
  onPrimaryMuted: '#D6E6F2',
  /** Secondary text on navy; 10.5:1. */
  onNavyMuted: '#C9D6E3',
  /** Signal yellow: accents and focus ring on dark backgrounds; 6.1:1 on primary. */
  accent: '#FFD23F',
  text: '#1B2631',
  /** Secondary text; 7.3:1 on white. */
  textMuted: '#4A5868',
  /** Decorative borders only (never the sole carrier of information). */
  border: '#C9D3DD',
  /** Check marks; 5.3:1 on white. */
  success: '#1F7A4D',
  /** Form errors; 6.5:1 on white. */
  danger: '#B3261E',
  white: '#FFFFFF',
} as const;

/** Min-width breakpoints in px. */
export const breakpoints = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `[mq('md')]: { … }` applies from the md breakpoint up. */
export function mq(breakpoint: Breakpoint): string {
  return `@media (min-width: ${breakpoints[breakpoint]}px)`;
}

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;

export const fonts = {
  /** System fonts only: no web font requests, no layout shift from font swapping. */
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
} as const;

export const fontSizes = {
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  display: 'clamp(2rem, 1.4rem + 2.6vw, 3.5rem)',
} as const;

export const radii = { sm: '0.25rem', md: '0.5rem', lg: '1rem' } as const;

export const shadows = {
  card: '0 1px 2px rgba(11, 37, 64, 0.08), 0 4px 12px rgba(11, 37, 64, 0.06)',
  cardHover: '0 2px 4px rgba(11, 37, 64, 0.1), 0 10px 24px rgba(11, 37, 64, 0.12)',
} as const;

/**
 * Content width per breakpoint; wide enough for three cards, narrow enough for comfortable lines.
 * It steps up at lg and xl, together with the root font size (`rootFontSize`), so a 1920-px screen
 * is not a 1,200-px column: 75rem × 16px = 1200px; 84rem × 17px = 1428px; 100rem × 18px = 1800px.
 */
export const containerWidths = { base: '75rem', lg: '84rem', xl: '100rem' } as const;
export const containerWidth = containerWidths.base;
/** The type scale steps up with the screen: every rem (text, spacing, widths) grows with it. */
export const rootFontSize = { base: '100%', lg: '106.25%', xl: '112.5%' } as const;
/** Readable line length for running text. */
export const proseWidth = '42rem';

/** Resets, base typography, focus ring and helpers; call once when the app module loads. */
export function injectGlobalStyles(): void {
  injectGlobal({
    '*, *::before, *::after': { boxSizing: 'border-box' },
    html: {
      fontSize: rootFontSize.base,
      [mq('lg')]: { fontSize: rootFontSize.lg },
      [mq('xl')]: { fontSize: rootFontSize.xl },
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
      // Keeps headings reached through #hash links clear of the viewport edge.
      scrollPaddingTop: space.md,
    },
    body: {
      margin: 0,
      fontFamily: fonts.body,
      fontSize: fontSizes.base,
      lineHeight: 1.6,
      color: colors.text,
      background: colors.white,
      textRendering: 'optimizeLegibility',
      WebkitFontSmoothing: 'antialiased',
    },
    // Long German compounds ("Berufshaftpflichtversicherung") break rather than push a phone screen sideways.
    'h1, h2, h3, h4': {
      lineHeight: 1.2,
      margin: `0 0 ${space.md}`,
      fontWeight: 700,
      textWrap: 'balance',
      hyphens: 'auto',
      overflowWrap: 'break-word',
    },
    h1: { fontSize: fontSizes.display, letterSpacing: '-0.01em' },
    h2: { fontSize: fontSizes.xxl },
    h3: { fontSize: fontSizes.xl },
    'p, ul, ol, dl': { margin: `0 0 ${space.md}` },
    'img, svg': { maxWidth: '100%', height: 'auto' },
    a: {
      color: colors.primary,
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
    },
    'a:hover': { color: colors.primaryDark, textDecorationThickness: '2px' },
    // The ring colour follows --focus-ring so dark sections can switch it to the accent.
    ':focus-visible': {
      outline: `3px solid var(--focus-ring, ${colors.primary})`,
      outlineOffset: '2px',
      borderRadius: '2px',
    },
    // After an in-place navigation the runtime focuses the new h1 for screen readers; it is not
    // an interactive control, so it gets no ring.
    'h1[tabindex="-1"]:focus': { outline: 'none' },
    '.visually-hidden': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
    },
  });
}
