import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import type config from '../../generator.config';
import { company } from '../company';
import { electrician, webSite } from '../structured-data';
import { buttonRow, ButtonLink } from '../components/Button';
import { EmergencyLine, OpeningHoursList, PhoneAndEmail } from '../components/ContactDetails';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { ReferenceProjects } from '../components/ReferenceProjects';
import { Section } from '../components/Section';
import { ServiceCards } from '../components/ServiceCards';
import { colors, fontSizes, mq, proseWidth, radii, space } from '../theme';

const hero = css({
  background: `linear-gradient(135deg, ${colors.navy} 0%, ${colors.primary} 70%)`,
  color: colors.white,
  paddingBlock: space.xxl,
  '--focus-ring': colors.accent,
  [mq('md')]: { paddingBlock: '6rem' },
});

const heroGrid = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  [mq('md')]: { gridTemplateColumns: '3fr 2fr', gap: space.xxl },
});

const eyebrow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  color: colors.accent,
  fontWeight: 600,
});

const heroTitle = css({ maxWidth: '16em' });
const heroIntro = css({ maxWidth: proseWidth, fontSize: fontSizes.lg, color: colors.onPrimaryMuted, marginBottom: space.xl });

const trustBox = css({
  padding: space.xl,
  borderRadius: radii.lg,
  background: 'rgba(255, 255, 255, 0.08)',
  border: '1px solid rgba(255, 255, 255, 0.25)',
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space.md },
  '& li': { display: 'flex', gap: space.md, alignItems: 'baseline' },
});
const trustIcon = css({ color: colors.accent, position: 'relative', top: '0.15em' });

const figures = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.lg,
  [mq('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& li': {
    padding: space.xl,
    background: colors.white,
    borderRadius: radii.md,
    borderTop: `4px solid ${colors.primary}`,
  },
});
const figureValue = css({
  display: 'block',
  fontSize: '2.75rem',
  fontWeight: 800,
  lineHeight: 1.1,
  color: colors.primary,
  marginBottom: space.sm,
});

const split = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq('md')]: { gridTemplateColumns: '3fr 2fr', gap: space.xxl },
});

const careerCard = css({
  padding: space.xl,
  borderRadius: radii.md,
  background: colors.white,
  '& p': { margin: `0 0 ${space.lg}` },
});
const careerCount = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSizes.xl,
  fontWeight: 700,
  color: colors.primary,
});

const contactIntro = css({ maxWidth: proseWidth, fontSize: fontSizes.lg, color: colors.onPrimaryMuted, marginBottom: space.xl });

const contactBox = css({
  padding: space.xl,
  borderRadius: radii.md,
  background: colors.white,
  color: colors.text,
  '--focus-ring': colors.primary,
  '& h3': { fontSize: fontSizes.lg },
});

const emergencyInBox = css({ marginTop: space.lg, paddingTop: space.md, borderTop: `1px solid ${colors.border}`, marginBottom: 0 });

const trustKeys = ['master', 'guild', 'team'];

function Home({ link, content }: PageProps<typeof config>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const openings = content.careers.length;
  return (
    <>
      <div className={hero}>
        <Container className={heroGrid}>
          <div>
            <p className={eyebrow}>
              <Icon name="bolt" />
              {t('home.hero.eyebrow', { year: String(company.foundedYear), city: company.address.city })}
            </p>
            <h1 className={heroTitle}>{t('home.hero.title')}</h1>
            <p className={heroIntro}>{t('home.hero.intro')}</p>
            <div className={buttonRow}>
              <ButtonLink variant="accent" href={link('/contact/')} icon="arrow-right">
                {t('home.hero.cta')}
              </ButtonLink>
              <ButtonLink variant="light" href={link('/services/')}>
                {t('home.hero.secondaryCta')}
              </ButtonLink>
            </div>
          </div>
          <div className={trustBox}>
            <ul>
              {trustKeys.map((key) => (
                <li key={key}>
                  <Icon name="check" className={trustIcon} />
                  <span>{t(`home.hero.trust.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </div>

      <Section id="services" title={t('home.services.title')} intro={t('home.services.intro')}>
        <ServiceCards />
      </Section>

      <Section id="why" tone="tint" title={t('home.why.title')} intro={t('home.why.intro', { year: String(company.foundedYear) })}>
        <ul className={figures}>
          <li>
            <span className={figureValue}>{company.foundedYear}</span>
            {t('home.why.figures.founded')}
          </li>
          <li>
            <span className={figureValue}>{intl.formatNumber(company.figures.employees)}</span>
            {t('home.why.figures.employees', { apprentices: company.figures.apprentices })}
          </li>
          <li>
            <span className={figureValue}>{intl.formatNumber(company.figures.projectsPerYear)}</span>
            {t('home.why.figures.projects')}
          </li>
        </ul>
      </Section>

      <Section id="references" title={t('home.references.title')} intro={t('home.references.intro')}>
        <ReferenceProjects />
      </Section>

      <Section id="career" tone="tint" title={t('home.career.title')}>
        <div className={split}>
          <div>
            <p>{t('home.career.text')}</p>
            <p>{t('home.career.apprenticeship')}</p>
          </div>
          <div className={careerCard}>
            <p className={careerCount}>
              <Icon name="briefcase" />
              {t('home.career.openings', { count: openings })}
            </p>
            <ButtonLink href={link('/career/')} icon="arrow-right">
              {t('home.career.cta')}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id="contact" tone="dark" title={t('home.contact.title')}>
        <div className={split}>
          <div>
            <p className={contactIntro}>{t('home.contact.intro')}</p>
            <ButtonLink variant="accent" href={link('/contact/')} icon="arrow-right">
              {t('home.contact.cta')}
            </ButtonLink>
          </div>
          <div className={contactBox}>
            <h3>{t('home.contact.reach')}</h3>
            <PhoneAndEmail />
            <OpeningHoursList />
            <EmergencyLine className={emergencyInBox} />
          </div>
        </div>
      </Section>
    </>
  );
}

export default definePage<typeof config>({
  head: ({ intl, locale, siteUrl, canonicalUrl, shareImage }) => {
    const description = intl.formatMessage({ id: 'home.description' });
    return {
      description,
      jsonLd: [
        webSite({ company, language: locale.language, siteUrl, canonicalUrl }),
        electrician({ company, description, image: shareImage, siteUrl, canonicalUrl }),
      ],
    };
  },
  component: Home,
});
