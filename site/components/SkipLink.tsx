import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { colors, radii, space } from '../theme';

/** Hidden until focused; the first stop for keyboard users. */
const skip = css({
  position: 'absolute',
  left: space.md,
  top: space.sm,
  zIndex: 100,
  padding: `${space.sm} ${space.md}`,
  background: colors.white,
  color: colors.primary,
  fontWeight: 600,
  borderRadius: radii.md,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});

export function SkipLink() {
  const intl = useIntl();
  return (
    <a className={skip} href="#main">
      {intl.formatMessage({ id: 'layout.skipLink' })}
    </a>
  );
}
