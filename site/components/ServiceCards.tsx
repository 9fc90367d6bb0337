import { useIntl } from 'react-intl';
import { usePage } from 'sitegen/page';
import { serviceList } from '../navigation';
import { cardGrid, ServiceCard } from './ServiceCard';

/** The three services as cards linking to their pages. */
export function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const { link } = usePage();
  return (
    <ul className={cardGrid}>
      {serviceList.map((service) => (
        <li key={service.key}>
          <ServiceCard
            icon={service.icon}
            title={intl.formatMessage({ id: `services.${service.key}.title` })}
            text={intl.formatMessage({ id: `services.${service.key}.teaser` })}
            href={link(service.path)}
            more={intl.formatMessage({ id: 'common.learnMore' })}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
