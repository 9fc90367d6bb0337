import { css } from '@emotion/css';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Island } from 'sitegen/island';
import { definePage, type PageProps } from 'sitegen/page';
import { company, contactEndpoint, emailHref, phoneHref } from '../company';
import { ButtonLink } from '../components/Button';
import { EmergencyLine, OpeningHoursList, PhoneAndEmail, PostalAddressBlock } from '../components/ContactDetails';
import { Icon, type IconName } from '../components/Icon';
import { CheckList } from '../components/Lists';
import { electrician } from '../structured-data';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import { ServiceAreaMap } from '../components/ServiceAreaMap';
import ContactForm from '../islands/contact-form';
import { contactFormClasses } from '../islands/contact-form-styles';
import { colors, fontSizes, mq, radii, space } from '../theme';

const grid = css({
  display: 'grid',
  gap: space.lg,
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
});

const directions = css({ '& h3': { fontSize: fontSizes.lg, marginTop: space.lg } });

const card = css({
  padding: space.lg,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.white,
  '& h3': { display: 'flex', alignItems: 'center', gap: space.sm, fontSize: fontSizes.lg },
  '& h3 > span': { color: colors.primary },
});

const muted = css({ color: colors.textMuted, margin: 0 });

const ways = css({
  display: 'grid',
  gap: space.lg,
  [mq('md')]: { gridTemplateColumns: '1fr 1fr' },
  '& > div': { display: 'flex', flexDirection: 'column', padding: space.xl, background: colors.white, borderRadius: radii.md },
  '& h3': { fontSize: fontSizes.xl },
});
const note = css({ margin: `${space.lg} 0 0`, color: colors.textMuted });
const push = css({ marginTop: 'auto', alignSelf: 'flex-start' });

const emailChecklist = ['project', 'location', 'photos', 'timing', 'callback'];

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={card}>
      <h3>
        <Icon name={icon} />
        {title}
      </h3>
      {children}
    </div>
  );
}

function Contact({ link, site }: PageProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const area = { city: company.serviceArea.center, radius: company.serviceArea.radiusKm };
  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />

      <Section id="details" title={t('contact.details.title')}>
        <div className={grid}>
          <InfoCard icon="location-dot" title={t('contact.details.address')}>
            <PostalAddressBlock withCountry />
            <p className={muted}>
              <a href="#area-title">{t('contact.area.title')}</a>
            </p>
          </InfoCard>
          <InfoCard icon="phone" title={t('contact.details.reach')}>
            <PhoneAndEmail />
          </InfoCard>
          <InfoCard icon="clock" title={t('openingHours.title')}>
            <OpeningHoursList />
            <p className={muted}>{t('openingHours.closed')}</p>
          </InfoCard>
          <InfoCard icon="bolt" title={t('emergency.title')}>
            <EmergencyLine withTitle={false} />
          </InfoCard>
        </div>
      </Section>

      <Section id="area" tone="tint" title={t('contact.area.title')} intro={t('contact.area.intro', area)}>
        <ServiceAreaMap>
          <div className={directions} data-testid="directions">
            <h3>{t('contact.directions.title')}</h3>
            <p>{t('contact.directions.car', { street: company.address.street })}</p>
            <p>{t('contact.directions.transit')}</p>
            <h3>{t('contact.directions.parkingTitle')}</h3>
            <p>{t('contact.directions.parking')}</p>
          </div>
        </ServiceAreaMap>
      </Section>

      <Section id="form" title={t('contact.form.title')} intro={t('contact.form.intro')}>
        <Island
          name="contact-form"
          component={ContactForm}
          props={{
            email: company.email,
            phone: company.phone,
            endpoint: contactEndpoint(site),
            privacyHref: link('/legal/privacy/'),
            classes: contactFormClasses,
          }}
        />
      </Section>

      <Section id="ways" tone="tint" title={t('contact.ways.title')} intro={t('contact.ways.intro')}>
        <div className={ways}>
          <div>
            <h3>{t('contact.ways.call.title')}</h3>
            <p>{t('contact.ways.call.text')}</p>
            <ButtonLink className={push} href={phoneHref} icon="phone">
              {t('contact.ways.call.button', { phone: company.phone.display })}
            </ButtonLink>
          </div>
          <div>
            <h3>{t('contact.ways.write.title')}</h3>
            <p>{t('contact.ways.write.text')}</p>
            <CheckList items={emailChecklist.map((key) => t(`contact.ways.write.items.${key}`))} />
            <ButtonLink className={push} href={emailHref} icon="envelope">
              {t('contact.ways.write.button')}
            </ButtonLink>
          </div>
        </div>
        <p className={note}>
          <FormattedMessage id="contact.privacy.text" values={{ link: (chunks) => <a href={link('/legal/privacy/')}>{chunks}</a> }} />
        </p>
      </Section>
    </>
  );
}

export default definePage({
  head: ({ intl, siteUrl, canonicalUrl, shareImage }) => ({
    title: intl.formatMessage({ id: 'contact.title' }),
    description: intl.formatMessage({ id: 'contact.description' }),
    // The business is described as on the home page, so both pages tell search engines the same.
    jsonLd: electrician({ company, description: intl.formatMessage({ id: 'home.description' }), image: shareImage, siteUrl, canonicalUrl }),
  }),
  component: Contact,
});
