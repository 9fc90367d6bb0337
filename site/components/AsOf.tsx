/** "Stand: November 2026" / "As of November 2026": when legal and technical texts were last checked (company.reviewedOn). */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { company } from '../company';
import { colors, fontSizes, space } from '../theme';
import { cx } from './class-names';

const style = css({ margin: `${space.md} 0 0`, fontSize: fontSizes.sm, color: colors.textMuted });

export function reviewedMonth(intl: ReturnType<typeof useIntl>): string {
  return intl.formatDate(new Date(`${company.reviewedOn}T00:00:00Z`), { timeZone: 'UTC', month: 'long', year: 'numeric' });
}

export function AsOf({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <p className={cx(style, className)} data-testid="as-of">
      {intl.formatMessage({ id: 'common.asOf' }, { date: reviewedMonth(intl) })}
    </p>
  );
}
