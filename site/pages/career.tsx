import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import type config from '../../generator.config';
import { company } from '../company';
import { applicationHref, listPostings } from '../careers';
import { buttonRow, ButtonLink } from '../components/Button';
import { Icon } from '../components/Icon';
import { FeatureList, Prose } from '../components/Lists';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import { colors, fontSizes, proseWidth, radii, shadows, space } from '../theme';

const benefits = [
  { key: 'pay', icon: 'euro-sign' },
  { key: 'vehicle', icon: 'helmet-safety' },
  { key: 'training', icon: 'award' },
  { key: 'hours', icon: 'clock' },
  { key: 'team', icon: 'handshake' },
  { key: 'security', icon: 'shield-halved' },
] as const;

const list = css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space.lg });

const card = css({
  position: 'relative',
  padding: space.lg,
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderLeft: `4px solid ${colors.primary}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
  '&:hover': { boxShadow: shadows.cardHover },
  '&:focus-within': { outline: `3px solid ${colors.primary}`, outlineOffset: '2px' },
  '&:focus-within a:focus-visible': { outline: 'none' },
  '& h3': { fontSize: fontSizes.xl, marginBottom: space.sm },
  '& p': { margin: 0, maxWidth: proseWidth, color: colors.textMuted },
});

const titleLink = css({
  color: colors.navy,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:hover': { color: colors.primary, textDecoration: 'underline' },
});

const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  margin: `0 0 ${space.sm}`,
  padding: 0,
  listStyle: 'none',
  color: colors.text,
  fontWeight: 600,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: space.sm },
  '& svg': { color: colors.primary },
});

function Career({ content, link }: PageProps<typeof config>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const postings = listPostings(content);
  return (
    <>
      <PageHeader title={t('career.title')} intro={t('career.intro', { employees: company.figures.employees })} />

      <Section id="openings" title={t('career.openings.title')} intro={t('career.openings.intro', { count: postings.length })}>
        <ul className={list}>
          {postings.map((posting) => (
            <li key={posting.id}>
              <article className={card}>
                <h3>
                  <a className={titleLink} href={link(`/career/${posting.id}/`)}>
                    {posting.data.title}
                  </a>
                </h3>
                <ul className={meta}>
                  <li>
                    <Icon name="location-dot" />
                    <span className="visually-hidden">{t('career.facts.location')}: </span>
                    {posting.data.location}
                  </li>
                  <li>
                    <Icon name="briefcase" />
                    <span className="visually-hidden">{t('career.facts.employmentType')}: </span>
                    {t(`career.employmentType.${posting.data.employmentType}`)}
                  </li>
                </ul>
                <p>{posting.data.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" tone="tint" title={t('career.benefits.title')} intro={t('career.benefits.intro')}>
        <FeatureList
          columns={3}
          tone="tint"
          items={benefits.map(({ key, icon }) => ({
            icon,
            title: t(`career.benefits.${key}.title`),
            text: t(`career.benefits.${key}.text`),
          }))}
        />
      </Section>

      <Section id="unsolicited" title={t('career.unsolicited.title')}>
        <Prose>
          <p>{t('career.unsolicited.text')}</p>
          <p>{t('career.unsolicited.documents', { email: company.applicationEmail })}</p>
        </Prose>
        <div className={buttonRow}>
          <ButtonLink href={applicationHref(company.applicationEmail, t('career.unsolicited.subject'))} icon="envelope">
            {t('career.unsolicited.button')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

export default definePage<typeof config>({
  head: ({ intl }) => ({
    title: intl.formatMessage({ id: 'career.title' }),
    description: intl.formatMessage({ id: 'career.description' }),
  }),
  component: Career,
});
