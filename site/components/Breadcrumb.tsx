/** "Home › Services › Photovoltaics": where the page sits; the last item is the page itself. */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { colors, fontSizes, space } from '../theme';

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: `0 0 ${space.md}`,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSizes.sm,
  color: colors.textMuted,
  '& li + li::before': { content: '"›"', marginInlineEnd: space.xs, color: colors.textMuted },
});

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'common.breadcrumb' })}>
      <ol className={list}>
        {items.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
