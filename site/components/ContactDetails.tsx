/** The company's address, phone, email and opening hours, as shown in the footer and on the contact page. */
import { css } from '@emotion/css';
import { cx } from './class-names';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { company, emailHref, phoneHref } from '../company';
import { countryName, formatClockTime } from '../format';
import { space } from '../theme';
import { Icon, type IconName } from './Icon';

const addressStyle = css({ fontStyle: 'normal', margin: `0 0 ${space.md}` });

export function PostalAddressBlock({ withName = true, withCountry = false, className }: { withName?: boolean; withCountry?: boolean; className?: string }) {
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

/** An email address that may wrap after the @ but never at the hyphen in the domain. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      <span className={nowrap}>{email.slice(at + 1)}</span>
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
