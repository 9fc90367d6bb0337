/** The closing call to action: talk to us. Texts default to the shared `cta.*` messages. */
import { css } from '@emotion/css';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePage } from 'sitegen/page';
import { company, phoneHref } from '../company';
import { contactPath } from '../navigation';
import { colors, fontSizes, mq, proseWidth, space } from '../theme';
import { buttonRow, ButtonLink } from './Button';
import { PhoneText } from './ContactDetails';
import { Container } from './Container';
import { Icon } from './Icon';

const band = css({
  background: colors.primary,
  color: colors.white,
  paddingBlock: space.xxl,
  '--focus-ring': colors.accent,
  [mq('md')]: { paddingBlock: space.xxxl },
});

const text = css({ maxWidth: proseWidth, fontSize: fontSizes.lg, color: colors.onPrimaryMuted, marginBottom: space.xl });

const phone = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: colors.white,
  fontWeight: 600,
  '&:hover': { color: colors.accent },
});

export interface CtaBannerProps {
  /** Message ids; default to the shared contact call to action. */
  titleId?: string;
  textId?: string;
  buttonId?: string;
  /** Where the button leads; defaults to the contact page in the current language. */
  href?: string;
}

export function CtaBanner({ titleId = 'cta.title', textId = 'cta.text', buttonId = 'cta.button', href }: CtaBannerProps) {
  const intl = useIntl();
  const { link } = usePage();
  return (
    <section aria-labelledby="cta-title" className={band}>
      <Container>
        <h2 id="cta-title">{intl.formatMessage({ id: titleId })}</h2>
        <p className={text}>{intl.formatMessage({ id: textId })}</p>
        <div className={buttonRow}>
          <ButtonLink variant="accent" href={href ?? link(contactPath())} icon="arrow-right">
            {intl.formatMessage({ id: buttonId })}
          </ButtonLink>
          <a className={phone} href={phoneHref}>
            <Icon name="phone" />
            {/* The number never breaks across lines, even on narrow screens. */}
            <span>
              <FormattedMessage id="cta.call" values={{ phone: <PhoneText phone={company.phone.display} /> }} />
            </span>
          </a>
        </div>
      </Container>
    </section>
  );
}
