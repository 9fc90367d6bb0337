import { css } from '@emotion/css';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import { company, phoneHref } from '../company';
import type config from '../../generator.config';
import { applicationHref, formatEuros, formatSalary, type Posting } from '../careers';
import { Breadcrumb } from '../components/Breadcrumb';
import { ButtonLink } from '../components/Button';
import { PhoneText } from '../components/ContactDetails';
import { Container } from '../components/Container';
import { Icon, type IconName } from '../components/Icon';
import { PageHeader } from '../components/PageHeader';
import { formatDay, isoDay } from '../format';
import { jobPosting } from '../structured-data';
import { colors, fontSizes, mq, proseWidth, radii, space } from '../theme';

const layout = css({
  display: 'grid',
  gap: space.xxl,
  alignItems: 'start',
  paddingBlock: space.xxl,
  [mq('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', paddingBlock: space.xxxl },
});

/** The posting's Markdown body: ## sections with lists. */
const body = css({
  maxWidth: proseWidth,
  '& h2': { fontSize: fontSizes.xl, marginTop: space.xl, color: colors.primary },
  '& h2:first-child': { marginTop: 0 },
  '& h3': { fontSize: fontSizes.lg, marginTop: space.lg },
  '& ul, & ol': { paddingLeft: space.lg },
  '& li': { marginBottom: space.xs },
  '& li::marker': { color: colors.primary },
  '& blockquote': {
    margin: `0 0 ${space.md}`,
    padding: `${space.sm} ${space.lg}`,
    borderLeft: `4px solid ${colors.primary}`,
    background: colors.tint,
    fontStyle: 'italic',
  },
  '& blockquote p': { margin: 0 },
});

// On small screens the facts and the apply button come first; from md they sit on the right.
const main = css({ [mq('md')]: { gridColumn: 1, gridRow: 1 } });

const aside = css({
  padding: space.lg,
  background: colors.tint,
  borderRadius: radii.md,
  borderTop: `4px solid ${colors.primary}`,
  [mq('md')]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: space.lg },
  '& h2': { fontSize: fontSizes.xl },
});

const facts = css({
  margin: `0 0 ${space.lg}`,
  display: 'grid',
  gap: space.md,
  // A <div> in a <dl> may hold only <dt> and <dd>, so the icon sits in the <dt>, pulled into the gutter.
  '& > div': { position: 'relative', paddingLeft: `calc(1.5rem + ${space.sm})` },
  '& dt': { fontSize: fontSizes.sm, color: colors.textMuted },
  '& dd': { margin: 0, fontWeight: 600 },
});
const factIcon = css({ position: 'absolute', left: 0, top: '0.2rem', fontSize: fontSizes.base, color: colors.primary });

const applyText = css({ marginBottom: space.lg });
const factNote = css({ display: 'block', marginTop: space.xs, fontWeight: 400, fontSize: fontSizes.sm });
const payList = css({ margin: 0, padding: 0, listStyle: 'none' });
const fullWidth = css({ width: '100%' });
const questions = css({ margin: `${space.lg} 0 0`, fontSize: fontSizes.sm });
const backLink = css({ display: 'inline-flex', alignItems: 'center', gap: space.sm, marginTop: space.xl, fontWeight: 600 });
const backIcon = css({ transform: 'scaleX(-1)' });

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <Icon name={icon} className={factIcon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function requireEntry(entry: Posting | undefined): Posting {
  if (!entry) throw new Error('career-posting rendered without its posting; the route must have an id from the careers collection');
  return entry;
}

function CareerPosting({ entry, link }: PageProps<typeof config, 'careers'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, html } = requireEntry(entry);
  const subject = t('careerPosting.applySubject', { title: data.title });
  return (
    <>
      <PageHeader
        before={
          <Breadcrumb
            items={[{ label: t('nav.home'), href: link('/') }, { label: t('nav.career'), href: link('/career/') }, { label: data.title }]}
          />
        }
        title={data.title}
        intro={data.description}
      />
      <Container className={layout}>
        <aside className={aside} aria-labelledby="apply-title">
          <h2 id="apply-title">{t('careerPosting.apply.title')}</h2>
          <dl className={facts}>
            <Fact icon="location-dot" label={t('career.facts.location')}>
              {data.location}
            </Fact>
            <Fact icon="briefcase" label={t('career.facts.employmentType')}>
              {t(`career.employmentType.${data.employmentType}`)}
            </Fact>
            {data.salary && (
              <Fact icon="euro-sign" label={t('career.facts.salary')}>
                <span data-testid="posting-pay">{formatSalary(intl, data.salary)}</span>
                <span className={factNote}>{data.payFactors}</span>
              </Fact>
            )}
            {data.trainingPay && (
              <Fact icon="euro-sign" label={t('career.facts.trainingPay')}>
                <ul className={payList} data-testid="posting-pay">
                  {data.trainingPay.map((amount, index) => (
                    <li key={index}>{t('career.trainingYear', { year: index + 1, amount: formatEuros(intl, amount) })}</li>
                  ))}
                </ul>
                <span className={factNote}>{data.payFactors}</span>
              </Fact>
            )}
            <Fact icon="clock" label={t('career.facts.weeklyHours')}>
              <span data-testid="posting-hours">
                {typeof data.weeklyHours === 'number'
                  ? t('career.hours.fixed', { hours: intl.formatNumber(data.weeklyHours) })
                  : t('career.hours.range', { min: intl.formatNumber(data.weeklyHours.min), max: intl.formatNumber(data.weeklyHours.max) })}
              </span>
            </Fact>
            <Fact icon="calendar-days" label={t('career.facts.vacation')}>
              <span data-testid="posting-vacation">{t('career.vacation', { days: data.vacationDays })}</span>
            </Fact>
            <Fact icon="handshake" label={t('career.facts.collectiveAgreement')}>
              <span data-testid="posting-agreement">{data.collectiveAgreement}</span>
            </Fact>
            <Fact icon="calendar-days" label={t('career.facts.datePosted')}>
              <time dateTime={isoDay(data.datePosted)}>{formatDay(intl, data.datePosted)}</time>
            </Fact>
            <Fact icon="clock" label={t('career.facts.validThrough')}>
              <time dateTime={isoDay(data.validThrough)}>{formatDay(intl, data.validThrough)}</time>
            </Fact>
            <Fact icon="user" label={t('career.facts.contact')}>
              {data.contact}
            </Fact>
          </dl>
          <p className={applyText}>{t('careerPosting.apply.text', { contact: data.contact, email: company.applicationEmail })}</p>
          <ButtonLink className={fullWidth} href={applicationHref(company.applicationEmail, subject)} icon="envelope">
            {t('careerPosting.apply.button')}
          </ButtonLink>
          <p className={questions}>
            <FormattedMessage
              id="careerPosting.apply.questions"
              values={{
                contact: data.contact,
                phone: (
                  <a href={phoneHref}>
                    <PhoneText phone={company.phone.display} />
                  </a>
                ),
              }}
            />
          </p>
        </aside>
        <div className={main}>
          <div className={body} dangerouslySetInnerHTML={{ __html: html }} />
          <a className={backLink} href={link('/career/')}>
            <Icon name="arrow-right" className={backIcon} />
            {t('careerPosting.back')}
          </a>
        </div>
      </Container>
    </>
  );
}

export default definePage<typeof config, 'careers'>({
  head: ({ entry, siteUrl, canonicalUrl }) => {
    const posting = requireEntry(entry);
    const { data } = posting;
    return {
      title: data.title,
      description: data.description,
      jsonLd: jobPosting({ company, posting, siteUrl, canonicalUrl }),
      lastModified: data.updated ?? data.datePosted,
    };
  },
  component: CareerPosting,
});
