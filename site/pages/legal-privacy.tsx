import { FormattedMessage, useIntl } from 'react-intl';
import { definePage, type PageProps } from 'sitegen/page';
import { company, contactEndpoint, emailHref } from '../company';
import { PhoneAndEmail, PostalAddressBlock } from '../components/ContactDetails';
import { AsOf } from '../components/AsOf';
import { LegalPage, LegalSection } from '../components/Legal';

const recipients = ['processors', 'orders', 'authorities'];
const retentionKinds = ['six', 'eight', 'ten'];

const rights = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection'];

function Privacy({ link, cookie, site }: PageProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { hosting, dataProtectionAuthority: authority } = company;
  return (
    <LegalPage title={t('privacy.title')} intro={t('privacy.intro')}>
      <LegalSection id="controller" title={t('privacy.controller.title')}>
        <p>{t('privacy.controller.text')}</p>
        <PostalAddressBlock withCountry />
        <PhoneAndEmail />
        <p>
          {t('privacy.controller.representation', {
            directors: intl.formatList(company.generalPartner.managingDirectors, { type: 'conjunction' }),
            partner: company.generalPartner.legalName,
          })}
        </p>
      </LegalSection>

      <LegalSection id="overview" title={t('privacy.overview.title')}>
        <p>{t('privacy.overview.text')}</p>
        <p>{t('privacy.overview.thirdParties')}</p>
      </LegalSection>

      <LegalSection id="hosting" title={t('privacy.hosting.title')}>
        <p>
          {t('privacy.hosting.provider', {
            host: hosting.name,
            address: `${hosting.address.street}, ${hosting.address.postalCode} ${hosting.address.city}`,
          })}
        </p>
        <p>{t('privacy.hosting.logsIntro')}</p>
        <ul>
          {['ip', 'time', 'resource', 'referrer', 'userAgent', 'status'].map((key) => (
            <li key={key}>{t(`privacy.hosting.logs.${key}`)}</li>
          ))}
        </ul>
        <p>{t('privacy.hosting.purpose')}</p>
        <p>{t('privacy.hosting.retention', { days: hosting.logRetentionDays })}</p>
      </LegalSection>

      <LegalSection id="cookie" title={t('privacy.cookie.title')}>
        <p>{t('privacy.cookie.text', { name: cookie.name, days: cookie.maxAgeDays })}</p>
        <p>{t('privacy.cookie.legalBasis')}</p>
        <p>{t('privacy.cookie.detection')}</p>
        <p>{t('privacy.cookie.session')}</p>
      </LegalSection>

      <LegalSection id="contact" title={t('privacy.contact.title')}>
        <p>{t('privacy.contact.text')}</p>
        <p>{t('privacy.contact.retention')}</p>
      </LegalSection>

      <LegalSection id="contact-form" title={t('privacy.contactForm.title')}>
        <p>{t('privacy.contactForm.fields')}</p>
        <p>{t(contactEndpoint(site) ? 'privacy.contactForm.endpoint' : 'privacy.contactForm.mailto')}</p>
        <p>{t('privacy.contactForm.legalBasis')}</p>
        <p>{t('privacy.contactForm.retention')}</p>
      </LegalSection>

      <LegalSection id="retention" title={t('privacy.retention.title')}>
        <p>{t('privacy.retention.intro')}</p>
        <ul>
          {retentionKinds.map((key) => (
            <li key={key}>{t(`privacy.retention.items.${key}`)}</li>
          ))}
        </ul>
        <p>{t('privacy.retention.start')}</p>
      </LegalSection>

      <LegalSection id="applications" title={t('privacy.applications.title')}>
        <p>
          <FormattedMessage
            id="privacy.applications.text"
            values={{
              link: (chunks) => <a href={link('/career/')}>{chunks}</a>,
              email: <a href={`mailto:${company.applicationEmail}`}>{company.applicationEmail}</a>,
            }}
          />
        </p>
        <p>{t('privacy.applications.retention')}</p>
      </LegalSection>

      <LegalSection id="recipients" title={t('privacy.recipients.title')}>
        <p>{t('privacy.recipients.intro')}</p>
        <ul>
          {recipients.map((key) => (
            <li key={key}>{t(`privacy.recipients.items.${key}`, { host: hosting.name })}</li>
          ))}
        </ul>
        <p>{t('privacy.recipients.thirdCountries')}</p>
      </LegalSection>

      <LegalSection id="dpo" title={t('privacy.dpo.title')}>
        {company.dataProtectionOfficer ? (
          <p>
            {t('privacy.dpo.appointed', { name: company.dataProtectionOfficer.name })}{' '}
            <a href={`mailto:${company.dataProtectionOfficer.email}`}>{company.dataProtectionOfficer.email}</a>
          </p>
        ) : (
          <p>{t('privacy.dpo.none', { employees: company.figures.employees, people: company.peopleProcessingData })}</p>
        )}
      </LegalSection>

      <LegalSection id="rights" title={t('privacy.rights.title')}>
        <p>{t('privacy.rights.intro')}</p>
        <ul>
          {rights.map((key) => (
            <li key={key}>{t(`privacy.rights.items.${key}`)}</li>
          ))}
        </ul>
        <p>
          <FormattedMessage id="privacy.rights.objection" values={{ b: (chunks) => <strong>{chunks}</strong> }} />
        </p>
        <p>
          <FormattedMessage id="privacy.rights.exercise" values={{ email: <a href={emailHref}>{company.email}</a> }} />
        </p>
        <h3>{t('privacy.complaint.title')}</h3>
        <p>{t('privacy.complaint.text')}</p>
        <p>
          {authority.name}
          <br />
          {authority.address.street}
          <br />
          {authority.address.postalCode} {authority.address.city}
        </p>
      </LegalSection>

      <LegalSection id="automated" title={t('privacy.automated.title')}>
        <p>{t('privacy.automated.text')}</p>
      </LegalSection>
      <AsOf />
    </LegalPage>
  );
}

export default definePage({
  head: ({ intl }) => ({
    title: intl.formatMessage({ id: 'privacy.title' }),
    description: intl.formatMessage({ id: 'privacy.description' }),
  }),
  component: Privacy,
});
