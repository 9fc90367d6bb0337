import { useIntl } from 'react-intl';
import { definePage } from 'sitegen/page';
import { company } from '../company';
import { CtaBanner } from '../components/CtaBanner';
import { GuidePrices } from '../components/GuidePrices';
import { CheckList } from '../components/Lists';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import { ServiceCards } from '../components/ServiceCards';

const approach = ['oneSource', 'ownTeam', 'fixedPrice', 'documentation'];

function Services() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageHeader title={t('services.overview.title')} intro={t('services.overview.intro')} />
      <Section id="services" title={t('services.overview.listTitle')} intro={t('services.overview.listIntro')}>
        <ServiceCards />
      </Section>
      <Section id="approach" tone="tint" title={t('services.overview.approach.title')} intro={t('services.overview.approach.intro')}>
        <CheckList columns={2} items={approach.map((key) => t(`services.overview.approach.items.${key}`))} />
      </Section>
      <Section id="prices" title={t('prices.title')} intro={t('prices.intro')}>
        <GuidePrices ids={company.guidePrices.map((price) => price.id)} />
      </Section>
      <CtaBanner />
    </>
  );
}

export default definePage({
  head: ({ intl }) => ({
    title: intl.formatMessage({ id: 'services.overview.title' }),
    description: intl.formatMessage({ id: 'services.overview.description' }),
  }),
  component: Services,
});
