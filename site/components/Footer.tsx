/** Company summary, contact, services and the legal links. */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import type { PageInfo } from 'sitegen/page';
import { company } from '../company';
import { serviceList } from '../navigation';
import { colors, fontSizes, mq, space } from '../theme';
import { EmergencyLine, PhoneAndEmail, OpeningHoursList, PostalAddressBlock } from './ContactDetails';
import { Container } from './Container';

const footer = css({
  background: colors.navy,
  color: colors.white,
  '--focus-ring': colors.accent,
  '& a': { color: colors.white },
  '& a:hover': { color: colors.accent },
});

const columns = css({
  display: 'grid',
  gap: space.xl,
  paddingBlock: space.xxl,
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq('md')]: { gridTemplateColumns: '1fr 1.2fr 0.8fr' },
  [mq('xl')]: { gap: space.xxl },
});

const heading = css({
  fontSize: fontSizes.base,
  color: colors.accent,
  marginBottom: space.md,
});

const subheading = css({ fontSize: fontSizes.base, color: colors.accent, margin: `${space.lg} 0 ${space.md}` });

const muted = css({ color: colors.onNavyMuted });
const accentText = css({ color: colors.accent });

// While company.sample is true every page says the provider is fictional (README "Make it yours").
const sampleNotice = css({
  margin: 0,
  padding: `${space.sm} 0`,
  background: colors.accent,
  color: colors.navy,
  fontWeight: 600,
  fontSize: fontSizes.sm,
  '& p': { margin: 0 },
});

const linkList = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': { marginBottom: space.sm },
});

const bottom = css({
  borderTop: '1px solid rgba(255, 255, 255, 0.2)',
  paddingBlock: space.lg,
  fontSize: fontSizes.sm,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  '& p': { margin: 0 },
});

const legalList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export function Footer({ link }: PageInfo) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <footer className={footer}>
      {company.sample && (
        <div className={sampleNotice}>
          <Container>
            <p data-testid="sample-notice">{t('sample.footer')}</p>
          </Container>
        </div>
      )}
      <Container>
        <div className={columns}>
          <div>
            <h2 className={heading}>{company.legalName}</h2>
            <p className={muted}>
              {intl.formatMessage({ id: 'footer.tagline' }, { year: company.foundedYear, city: company.address.city })}
            </p>
            <PostalAddressBlock withName={false} />
          </div>
          <div>
            <h2 className={heading}>{t('footer.contactTitle')}</h2>
            <PhoneAndEmail />
            <h2 className={subheading}>{t('openingHours.title')}</h2>
            <OpeningHoursList />
            <p className={muted}>{t('openingHours.closed')}</p>
            <EmergencyLine titleClassName={accentText} />
          </div>
          <div>
            <h2 className={heading}>{t('footer.servicesTitle')}</h2>
            <ul className={linkList}>
              {serviceList.map((service) => (
                <li key={service.key}>
                  <a href={link(service.path)}>{t(`services.${service.key}.title`)}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={bottom}>
          <p>{intl.formatMessage({ id: 'footer.copyright' }, { company: company.legalName })}</p>
          <nav aria-label={t('footer.legalLabel')}>
            <ul className={legalList}>
              <li>
                <a href={link('/legal/imprint/')}>{t('footer.imprint')}</a>
              </li>
              <li>
                <a href={link('/legal/privacy/')}>{t('footer.privacy')}</a>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
