/**
 * The template of the three service pages. A page names its message keys; the texts live in
 * `services.{key}.*` of the message files.
 */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { definePage, type PageDefinition, type PageProps } from 'sitegen/page';
import type { GuidePrice } from '../company';
import { contactPath, type ServiceInfo } from '../navigation';
import { AsOf } from './AsOf';
import { GuidePrices } from './GuidePrices';
import { colors, mq, radii, space } from '../theme';
import { Breadcrumb } from './Breadcrumb';
import { buttonRow, ButtonLink } from './Button';
import { CtaBanner } from './CtaBanner';
import { Faq } from './Faq';
import type { IconName } from './Icon';
import { CheckList, FeatureList, Prose, StepList } from './Lists';
import { PageHeader } from './PageHeader';
import { Section } from './Section';

export interface ServicePageSpec {
  key: ServiceInfo['key'];
  /** Keys of `scope.items.*`: what the service includes. */
  scope: string[];
  /** Keys of `audience.*`: who it is for. */
  audience: { key: string; icon: IconName }[];
  /** Keys of `process.*`, in order. */
  steps: string[];
  /** Keys of `benefits.*`. */
  benefits: { key: string; icon: IconName }[];
  /** Keys of `faq.items.*`, each with a `question` and an `answer`, in the order shown. */
  faq: string[];
  /** Ids of company.guidePrices shown in the page's "what it costs" section. */
  prices: GuidePrice['id'][];
}

const columns = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq('md')]: { gridTemplateColumns: '3fr 2fr', gap: space.xxl },
});

const scopeBox = css({
  padding: space.lg,
  background: colors.tint,
  borderRadius: radii.md,
  borderLeft: `4px solid ${colors.primary}`,
  '& ul': { marginBottom: 0 },
});

export function defineServicePage(spec: ServicePageSpec): PageDefinition {
  const prefix = `services.${spec.key}`;

  function ServicePage({ link }: PageProps) {
    const intl = useIntl();
    const t = (id: string) => intl.formatMessage({ id: `${prefix}.${id}` });
    // The contact form preselects this service as the enquiry's topic.
    const contactHref = link(contactPath(spec.key));
    return (
      <>
        <PageHeader
          before={
            <Breadcrumb
              items={[
                { label: intl.formatMessage({ id: 'nav.home' }), href: link('/') },
                { label: intl.formatMessage({ id: 'nav.services' }), href: link('/services/') },
                { label: t('title') },
              ]}
            />
          }
          title={t('title')}
          intro={t('intro')}
        >
          <div className={buttonRow}>
            <ButtonLink href={contactHref} icon="arrow-right">
              {intl.formatMessage({ id: 'cta.button' })}
            </ButtonLink>
          </div>
        </PageHeader>

        <Section id="what" title={t('what.title')}>
          <div className={columns}>
            <Prose>
              <p>{t('what.p1')}</p>
              <p>{t('what.p2')}</p>
            </Prose>
            <div className={scopeBox}>
              <h3>{t('scope.title')}</h3>
              <CheckList items={spec.scope.map((key) => t(`scope.items.${key}`))} />
            </div>
          </div>
        </Section>

        <Section id="audience" tone="tint" title={t('audience.title')}>
          <FeatureList
            columns={3}
            tone="tint"
            items={spec.audience.map(({ key, icon }) => ({ icon, title: t(`audience.${key}.title`), text: t(`audience.${key}.text`) }))}
          />
        </Section>

        <Section id="process" title={t('process.title')} intro={t('process.intro')}>
          <StepList items={spec.steps.map((key) => ({ title: t(`process.${key}.title`), text: t(`process.${key}.text`) }))} />
        </Section>

        <Section id="benefits" tone="tint" title={t('benefits.title')}>
          <FeatureList
            tone="tint"
            items={spec.benefits.map(({ key, icon }) => ({ icon, title: t(`benefits.${key}.title`), text: t(`benefits.${key}.text`) }))}
          />
        </Section>

        <Section id="prices" title={intl.formatMessage({ id: 'prices.title' })} intro={intl.formatMessage({ id: 'prices.intro' })}>
          <GuidePrices ids={spec.prices} />
        </Section>

        <Section id="faq" tone="tint" title={t('faq.title')} intro={t('faq.intro')}>
          <Faq items={spec.faq.map((key) => ({ question: t(`faq.items.${key}.question`), answer: t(`faq.items.${key}.answer`) }))} />
          <AsOf />
        </Section>

        <CtaBanner titleId={`${prefix}.cta.title`} textId={`${prefix}.cta.text`} href={contactHref} />
      </>
    );
  }

  return definePage({
    head: ({ intl }) => ({
      title: intl.formatMessage({ id: `${prefix}.title` }),
      description: intl.formatMessage({ id: `${prefix}.description` }),
    }),
    component: ServicePage,
  });
}
