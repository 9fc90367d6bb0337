/** Buttons and links styled as buttons. Labels keep their case (no uppercase). */
import { css } from '@emotion/css';
import { cx } from './class-names';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { colors, fontSizes, radii, space } from '../theme';
import { Icon, type IconName } from './Icon';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'light';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: '3rem',
  padding: `${space.sm} ${space.lg}`,
  border: '2px solid transparent',
  borderRadius: radii.md,
  font: 'inherit',
  fontSize: fontSizes.base,
  fontWeight: 600,
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  textTransform: 'none',
  letterSpacing: 'normal',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
  '&:hover': { textDecoration: 'none' },
});

const variants: Record<ButtonVariant, string> = {
  primary: css({
    background: colors.primary,
    color: colors.white,
    '&:hover': { background: colors.primaryDark, color: colors.white },
  }),
  secondary: css({
    background: colors.white,
    color: colors.primary,
    borderColor: colors.primary,
    '&:hover': { background: colors.tint, color: colors.primaryDark, borderColor: colors.primaryDark },
  }),
  /** For dark backgrounds: yellow with navy text (10.8:1). */
  accent: css({
    background: colors.accent,
    color: colors.navy,
    '&:hover': { background: colors.white, color: colors.navy },
  }),
  /** Outlined, for dark backgrounds. */
  light: css({
    background: 'transparent',
    color: colors.white,
    borderColor: colors.white,
    '&:hover': { background: colors.white, color: colors.primary },
  }),
};

interface CommonProps {
  variant?: ButtonVariant;
  /** A trailing icon, e.g. arrow-right for "go on" links. */
  icon?: IconName;
  children: ReactNode;
}

export function ButtonLink({
  variant = 'primary',
  icon,
  className,
  children,
  ...rest
}: CommonProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={cx(base, variants[variant], className)} {...rest}>
      {children}
      {icon && <Icon name={icon} />}
    </a>
  );
}

export function Button({
  variant = 'primary',
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={cx(base, variants[variant], className)} {...rest}>
      {children}
      {icon && <Icon name={icon} />}
    </button>
  );
}

/** A row of buttons that wraps on narrow screens. */
export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
