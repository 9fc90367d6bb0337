/** Top bar (phone, language switch) and the header bar (company name, main navigation). */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import type { PageInfo } from 'sitegen/page';
import { company, phoneHref } from '../company';
import { colors, fontSizes, mq, space } from '../theme';
import { PhoneText } from './ContactDetails';
import { container } from './Container';
import { Icon } from './Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';

const header = css({
  position: 'relative',
  background: colors.white,
  borderBottom: `1px solid ${colors.border}`,
  // Shown once whole: while a slow phone still parses the document, a header not yet followed by
  // the main landmark is half there, and what arrives next (the name beside the logo, the menu
  // button's label, the second language) would move what is painted: a layout shift. Browsers
  // without :has() show it at once, as before.
  '&:not(:has(~ main))': { visibility: 'hidden' },
});

const topBar = css({
  background: colors.navy,
  color: colors.white,
  fontSize: fontSizes.sm,
  '--focus-ring': colors.accent,
});

const topBarInner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: '2.5rem',
});

const phone = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.25rem',
  color: colors.white,
  textDecoration: 'none',
  '&:hover': { color: colors.white, textDecoration: 'underline' },
});

const bar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: '4.5rem',
  [mq('md')]: { minHeight: '5.5rem' },
});

const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: colors.navy,
  textDecoration: 'none',
  '&:hover': { color: colors.primary },
  '& img': { flexShrink: 0, width: '2.5rem', height: '2.5rem', [mq('md')]: { width: '3rem', height: '3rem' } },
});

const brandText = css({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });
const brandName = css({ fontSize: fontSizes.base, fontWeight: 700, [mq('sm')]: { fontSize: fontSizes.lg } });
const brandLegal = css({ fontSize: fontSizes.sm, color: colors.textMuted });

export function Header({ locales, link, currentPath }: PageInfo & { currentPath: string | undefined }) {
  const intl = useIntl();
  return (
    <header className={header}>
      <div className={topBar}>
        <div className={`${container} ${topBarInner}`}>
          <a className={phone} href={phoneHref}>
            <Icon name="phone" />
            <span>
              <span className="visually-hidden">{intl.formatMessage({ id: 'common.phone' })}: </span>
              <PhoneText phone={company.phone.display} />
            </span>
          </a>
          <LanguageSwitch locales={locales} />
        </div>
      </div>
      <div className={`${container} ${bar}`}>
        <a className={brand} href={link('/')}>
          {/* Decoration: the company name beside it names the link. */}
          <img src="/logo.svg" width={48} height={48} alt="" aria-hidden="true" />
          <span className={brandText}>
            <span className={brandName}>{company.name}</span>
            <span className={brandLegal}>{company.legalForm}</span>
            <span className="visually-hidden"> – {intl.formatMessage({ id: 'layout.homeLink' })}</span>
          </span>
        </a>
        <MainNav currentPath={currentPath} link={link} />
      </div>
    </header>
  );
}
