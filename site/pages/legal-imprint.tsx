import { FormattedMessage, useIntl } from 'react-intl';
import { definePage } from 'sitegen/page';
import { company } from '../company';
import { PhoneAndEmail, PostalAddressBlock } from '../components/ContactDetails';
import { AsOf } from '../components/AsOf';
import { FactList, LegalPage, LegalSection, SampleNotice } from '../components/Legal';
import { countryName } from '../format';

/** Links to other sites get no hold on this window and learn nothing of the page they came from. */
const outboundRel = 'noopener noreferrer';

function Imprint() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { generalPartner, register, chamber, professionalTitle, contentResponsible, liabilityInsurance: insurance } = company;
  const directors = intl.formatList(generalPartner.managingDirectors, { type: 'conjunction' });
  return (
    <LegalPage title={t('imprint.title')} intro={t('imprint.intro')}>
      {company.sample && <SampleNotice title={t('sample.title')} text={t('sample.imprint')} />}
      <LegalSection id="provider" title={t('imprint.provider.title')}>
        <PostalAddressBlock withCountry />
      </LegalSection>

      <LegalSection id="representation" title={t('imprint.representation.title')}>
        <p>
          {t('imprint.representation.text', {
            company: company.legalName,
            partner: generalPartner.legalName,
            seat: generalPartner.seat,
            directors,
          })}
        </p>
        <FactList
          items={[
            { label: t('imprint.labels.generalPartner'), value: generalPartner.legalName },
            { label: t('imprint.labels.seat'), value: generalPartner.seat },
            { label: t('imprint.labels.registerCourt'), value: generalPartner.register.court },
            { label: t('imprint.labels.registerNumber'), value: generalPartner.register.number },
            { label: t('imprint.labels.managingDirectors'), value: directors },
          ]}
        />
      </LegalSection>

      <LegalSection id="register" title={t('imprint.register.title')}>
        <FactList
          items={[
            { label: t('imprint.labels.registerCourt'), value: register.court },
            { label: t('imprint.labels.registerNumber'), value: register.number },
          ]}
        />
      </LegalSection>

      <LegalSection id="contact" title={t('imprint.contact.title')}>
        <PhoneAndEmail />
      </LegalSection>

      <LegalSection id="vat" title={t('imprint.vat.title')}>
        <p>{t('imprint.vat.text', { vatId: company.vatId })}</p>
      </LegalSection>

      <LegalSection id="profession" title={t('imprint.profession.title')}>
        <p>{t('imprint.profession.text')}</p>
        <FactList
          items={[
            {
              label: t('imprint.labels.chamber'),
              value: (
                <>
                  {`${chamber.name}, ${chamber.address.street}, ${chamber.address.postalCode} ${chamber.address.city}`}
                  <br />
                  <a href={chamber.url} rel={outboundRel}>
                    {chamber.url.replace(/^https:\/\//, '')}
                  </a>
                </>
              ),
            },
            {
              label: t('imprint.labels.professionalTitle'),
              value: t('imprint.profession.titleValue', { title: professionalTitle.title, holder: professionalTitle.holder }),
            },
            { label: t('imprint.labels.awardedIn'), value: countryName(intl, professionalTitle.awardedIn) },
            {
              label: t('imprint.labels.professionalRules'),
              value: company.professionalRules.map((rule) => (
                <a key={rule.url} href={rule.url} rel={outboundRel}>
                  {rule.name}
                </a>
              )),
            },
          ]}
        />
        <p>{t('imprint.profession.guild', { guild: company.guild })}</p>
      </LegalSection>

      <LegalSection id="insurance" title={t('imprint.insurance.title')}>
        <p>{t('imprint.insurance.text')}</p>
        <FactList
          items={[
            {
              label: t('imprint.labels.insurer'),
              value: `${insurance.insurer}, ${insurance.address.street}, ${insurance.address.postalCode} ${insurance.address.city}`,
            },
            {
              label: t('imprint.labels.insuranceScope'),
              value: intl.formatList(
                insurance.scope.map((code) => countryName(intl, code)),
                { type: 'conjunction' },
              ),
            },
          ]}
        />
      </LegalSection>

      <LegalSection id="responsible" title={t('imprint.responsible.title')}>
        <p>
          {contentResponsible.name}
          <br />
          {contentResponsible.address.street}
          <br />
          {contentResponsible.address.postalCode} {contentResponsible.address.city}
        </p>
      </LegalSection>

      <LegalSection id="disputes" title={t('imprint.disputes.title')}>
        <p>{t('imprint.disputes.consumer')}</p>
        <p>{t('imprint.disputes.eu')}</p>
      </LegalSection>

      <LegalSection id="credits" title={t('imprint.credits.title')}>
        <p>
          <FormattedMessage
            id="imprint.credits.text"
            values={{
              link: (chunks) => (
                <a href="https://fontawesome.com/license/free" rel={outboundRel}>
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
      </LegalSection>
      <AsOf />
    </LegalPage>
  );
}

export default definePage({
  head: ({ intl }) => ({
    title: intl.formatMessage({ id: 'imprint.title' }),
    description: intl.formatMessage({ id: 'imprint.description' }),
  }),
  component: Imprint,
});
