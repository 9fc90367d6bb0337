import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { definePage } from 'sitegen/page';
import { company } from '../company';
import { CtaBanner } from '../components/CtaBanner';
import { Icon } from '../components/Icon';
import { CheckList, FeatureList, Prose } from '../components/Lists';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import { colors, fontSizes, mq, radii, space } from '../theme';

const milestones = ['1987', '1998', '2009', '2016', '2024'];

const values = [
  { key: 'reliability', icon: 'handshake' },
  { key: 'safety', icon: 'shield-halved' },
  { key: 'training', icon: 'helmet-safety' },
  { key: 'sustainability', icon: 'leaf' },
] as const;

/** Keys of `about.qualifications.groups.*` and, per group, of `about.qualifications.items.*`. */
const qualificationGroups = [
  { key: 'business', icon: 'award', items: ['master', 'training', 'insurance'] },
  { key: 'memberships', icon: 'handshake', items: ['gridOperator', 'guild', 'association'] },
  { key: 'expertise', icon: 'shield-halved', items: ['eCheck', 'photovoltaics', 'knx', 'inspection'] },
] as const;

const columns = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq('md')]: { gridTemplateColumns: '1fr 1fr', gap: space.xxl },
});

const timeline = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderLeft: `3px solid ${colors.primary}`,
  '& li': { position: 'relative', paddingLeft: space.lg, paddingBottom: space.lg },
  '& li::before': {
    content: '""',
    position: 'absolute',
    left: '-0.5rem',
    top: '0.35rem',
    width: '0.8rem',
    height: '0.8rem',
    borderRadius: '50%',
    background: colors.white,
    border: `3px solid ${colors.primary}`,
  },
  '& li:last-child': { paddingBottom: 0 },
});
const groups = css({
  display: 'grid',
  gap: space.xl,
  [mq('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& h3': { display: 'flex', alignItems: 'center', gap: space.sm, fontSize: fontSizes.lg, color: colors.primary },
  '& ul': { marginBottom: 0 },
});
const year = css({ display: 'block', fontWeight: 700, color: colors.primary, fontSize: fontSizes.lg });

const team = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.lg,
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  '& li': { display: 'flex', gap: space.md, padding: space.lg, background: colors.white, borderRadius: radii.md },
  '& h3': { fontSize: fontSizes.lg, marginBottom: space.xs },
  '& p': { margin: 0 },
});
const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: colors.primary,
  color: colors.white,
  fontSize: '1.25rem',
});

function AboutUs() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const facts = {
    year: String(company.foundedYear),
    employees: company.figures.employees,
    apprentices: company.figures.apprentices,
    title: company.professionalTitle.title,
    guild: company.guild,
    chamber: company.chamber.name,
    city: company.address.city,
    radius: company.serviceArea.radiusKm,
    street: company.address.street,
  };
  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro', facts)} />

      <Section id="history" title={t('about.history.title')}>
        <div className={columns}>
          <Prose>
            <p>{t('about.history.p1', facts)}</p>
            <p>{t('about.history.p2', facts)}</p>
            <p>{t('about.history.p3', facts)}</p>
          </Prose>
          <ol className={timeline} aria-label={t('about.history.timelineLabel')}>
            {milestones.map((milestone) => (
              <li key={milestone}>
                <span className={year}>{milestone}</span>
                {t(`about.history.milestones.m${milestone}`, facts)}
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="values" tone="tint" title={t('about.values.title')} intro={t('about.values.intro')}>
        <FeatureList
          tone="tint"
          items={values.map(({ key, icon }) => ({ icon, title: t(`about.values.${key}.title`), text: t(`about.values.${key}.text`) }))}
        />
      </Section>

      <Section id="qualifications" title={t('about.qualifications.title')} intro={t('about.qualifications.intro')}>
        <div className={groups}>
          {qualificationGroups.map((group) => (
            <div key={group.key}>
              <h3>
                <Icon name={group.icon} />
                {t(`about.qualifications.groups.${group.key}`)}
              </h3>
              <CheckList items={group.items.map((key) => t(`about.qualifications.items.${key}`, facts))} />
            </div>
          ))}
        </div>
      </Section>

      <Section id="team" tone="tint" title={t('about.team.title')} intro={t('about.team.intro', facts)}>
        <ul className={team}>
          {company.team.map((person) => (
            <li key={person.name}>
              <span className={avatar}>
                <Icon name="user" />
              </span>
              <div>
                <h3>{person.name}</h3>
                <p>{t(`about.team.roles.${person.role}`, facts)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner />
    </>
  );
}

export default definePage({
  head: ({ intl }) => ({
    title: intl.formatMessage({ id: 'about.title' }),
    description: intl.formatMessage({ id: 'about.description' }),
  }),
  component: AboutUs,
});
