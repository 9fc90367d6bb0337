/**
 * The main navigation. From md up the links sit in the header bar; below md they are behind a
 * <details> disclosure, which opens and closes without JavaScript.
 */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { mainNav, navState } from '../navigation';
import { colors, fontSizes, mq, radii, shadows, space } from '../theme';
import { Icon } from './Icon';

const menu = css({
  [mq('md')]: { display: 'none' },
  '& > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.sm,
    minHeight: '2.75rem',
    padding: `${space.xs} ${space.md}`,
    border: `2px solid ${colors.primary}`,
    borderRadius: radii.md,
    color: colors.primary,
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
    userSelect: 'none',
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary:hover': { background: colors.tint },
  '&[open] > summary': { background: colors.primary, color: colors.white },
});

// Only one of the two icons shows, following the open state.
const openIcon = css({ 'details[open] &': { display: 'none' } });
const closeIcon = css({ display: 'none', 'details[open] &': { display: 'inline-block' } });

const panel = css({
  position: 'absolute',
  zIndex: 50,
  top: '100%',
  left: 0,
  right: 0,
  margin: 0,
  padding: `${space.sm} ${space.md} ${space.md}`,
  listStyle: 'none',
  background: colors.white,
  borderBottom: `1px solid ${colors.border}`,
  boxShadow: shadows.cardHover,
  '& a': {
    display: 'block',
    padding: `${space.md} ${space.sm}`,
    borderBottom: `1px solid ${colors.tint}`,
    fontSize: fontSizes.lg,
  },
  '& li:last-child a': { borderBottom: 0 },
});

const bar = css({
  display: 'none',
  [mq('md')]: {
    display: 'flex',
    gap: space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: `0 ${space.md}`,
    borderRadius: radii.sm,
  },
});

const item = css({
  color: colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { color: colors.primary, textDecoration: 'underline' },
  '&[aria-current="page"], &[data-section]': {
    color: colors.primary,
    textDecoration: 'underline',
    textDecorationThickness: '3px',
    textUnderlineOffset: '0.45em',
  },
});

interface MainNavProps {
  /** Undefined on the error page. */
  currentPath: string | undefined;
  link: (defaultPath: string) => string;
}

function NavLinks({ currentPath, link, className }: MainNavProps & { className: string }) {
  const intl = useIntl();
  return (
    <ul className={className}>
      {mainNav.map((entry) => {
        const state = currentPath === undefined ? undefined : navState(entry.path, currentPath);
        return (
          <li key={entry.path}>
            <a
              className={item}
              href={link(entry.path)}
              aria-current={state === 'page' ? 'page' : undefined}
              data-section={state === 'section' ? '' : undefined}
            >
              {intl.formatMessage({ id: entry.label })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function MainNav({ currentPath, link }: MainNavProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <details className={menu}>
        <summary>
          <Icon name="bars" className={openIcon} />
          <Icon name="xmark" className={closeIcon} />
          {intl.formatMessage({ id: 'nav.menu' })}
        </summary>
        <NavLinks currentPath={currentPath} link={link} className={panel} />
      </details>
      <NavLinks currentPath={currentPath} link={link} className={bar} />
    </nav>
  );
}
