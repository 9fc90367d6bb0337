/** The company's address, phone, email and opening hours, as shown in the footer and on the contact page. */
import { css } from '@emotion/css';
import { cx } from './class-names';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { company, emailHref, phoneHref } from '../company';
import { countryName, formatClockTime } from '../format';
import { space } from '../theme';
import { Icon, type IconName } from './Icon';

const addressStyle = css({ fontStyle: 'normal', margin: `0 0 ${space.md}` });

export function PostalAddressBlock({
  withName = true,
  withCountry = false,
  className,
}: {
  withName?: boolean;
  withCountry?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const { address } = company;
  return (
    <address className={cx(addressStyle, className)}>
      {withName && (
        <>
          {company.legalName}
          <br />
        </>
      )}
      {address.street}
      <br />
      {address.postalCode} {address.city}
      {withCountry && (
        <>
          <br />
          {countryName(intl, address.country)}
        </>
      )}
    </address>
  );
}

const lines = css({ margin: `0 0 ${space.md}`, padding: 0, listStyle: 'none', '& li': { marginBottom: space.xs } });
const line = css({ display: 'inline-flex', alignItems: 'center', gap: space.sm, minHeight: '2rem' });

const nowrap = css({ whiteSpace: 'nowrap' });

/**
 * An email address that may wrap after the @ and before a dot of the domain, but never at the
 * hyphen in the domain (a long domain such as "mustermann-elektrotechnik.example" must not push a
 * 375-px screen sideways).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  const [first = '', ...rest] = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      <span className={nowrap}>{first}</span>
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />
          <span className={nowrap}>.{part}</span>
        </Fragment>
      ))}
    </>
  );
}

/** A phone number kept on one line. */
export function PhoneText({ phone }: { phone: string }) {
  return <span className={nowrap}>{phone}</span>;
}

function ContactLine({ icon, label, href, children }: { icon: IconName; label: string; href: string; children: ReactNode }) {
  return (
    <li>
      <a className={line} href={href}>
        <Icon name={icon} />
        <span>
          <span className="visually-hidden">{label}: </span>
          {children}
        </span>
      </a>
    </li>
  );
}

/** Phone and email as tel:/mailto: links. */
export function PhoneAndEmail({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <ul className={cx(lines, className)}>
      <ContactLine icon="phone" label={intl.formatMessage({ id: 'common.phone' })} href={phoneHref}>
        <PhoneText phone={company.phone.display} />
      </ContactLine>
      <ContactLine icon="envelope" label={intl.formatMessage({ id: 'common.email' })} href={emailHref}>
        <EmailText email={company.email} />
      </ContactLine>
    </ul>
  );
}

const hours = css({
  display: 'grid',
  rowGap: space.xs,
  margin: `0 0 ${space.sm}`,
  // Each time under its days: the lists sit in narrow columns (cards, footer), where days and time
  // side by side broke the days word by word ("Montag / bis / Donnerstag").
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0, whiteSpace: 'nowrap' },
});

export function OpeningHoursList({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <dl className={cx(hours, className)}>
      {company.openingHours.map((entry) => (
        <div key={entry.id}>
          <dt>{intl.formatMessage({ id: `openingHours.days.${entry.id}` })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'openingHours.range' },
              { opens: formatClockTime(intl, entry.opens), closes: formatClockTime(intl, entry.closes) },
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const emergencyBox = css({ margin: `0 0 ${space.md}`, '& p': { margin: `0 0 ${space.xs}` } });
const emergencyTitle = css({ fontWeight: 700 });

/**
 * The fault and emergency line with its hours and area (company.emergency), on the home page, the
 * contact page and in the footer.
 */
export function EmergencyLine({
  className,
  titleClassName,
  withTitle = true,
}: {
  className?: string;
  titleClassName?: string;
  withTitle?: boolean;
}) {
  const intl = useIntl();
  const { emergency, serviceArea } = company;
  const fee = company.guidePrices.find((price) => price.id === 'emergencyCallOut');
  return (
    <div className={cx(emergencyBox, className)} data-testid="emergency-line">
      {withTitle && <p className={cx(emergencyTitle, titleClassName)}>{intl.formatMessage({ id: 'emergency.title' })}</p>}
      <p>
        <a className={line} href={`tel:${emergency.phone.e164}`}>
          <Icon name="phone" />
          <span>
            <span className="visually-hidden">{intl.formatMessage({ id: 'emergency.title' })}: </span>
            <PhoneText phone={emergency.phone.display} />
          </span>
        </a>
      </p>
      <p>
        {intl.formatMessage(
          { id: 'emergency.text' },
          { hours: intl.formatMessage({ id: `emergency.hours.${emergency.hours}` }), radius: emergency.radiusKm, city: serviceArea.center },
        )}
      </p>
      {fee && (
        <p>
          {intl.formatMessage(
            { id: 'emergency.fee' },
            {
              fee: intl.formatNumber(fee.from, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
            },
          )}
        </p>
      )}
    </div>
  );
}
