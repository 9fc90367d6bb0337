/**
 * Links to this page in every locale. Plain links without JavaScript; the runtime writes the
 * language cookie when one is followed (it finds them by data-switch-locale).
 */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import type { LocaleLink } from 'sitegen/page';
import { colors, fontSizes, space } from '../theme';

const list = css({
  display: 'flex',
  gap: space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${space.sm}`,
  borderRadius: '2px',
  color: colors.white,
  fontSize: fontSizes.sm,
  textDecoration: 'none',
  '&:hover': { color: colors.white, textDecoration: 'underline' },
  '&[aria-current="true"]': {
    fontWeight: 700,
    textDecoration: 'underline',
    textDecorationColor: colors.accent,
    textDecorationThickness: '2px',
  },
});

export function LanguageSwitch({ locales }: { locales: LocaleLink[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'languageSwitch.label' })}>
      <ul className={list}>
        {locales.map((locale) => (
          <li key={locale.code}>
            <a
              className={link}
              data-switch-locale={locale.code}
              href={locale.path}
              hrefLang={locale.language}
              lang={locale.language}
              aria-current={locale.current ? 'true' : undefined}
            >
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
