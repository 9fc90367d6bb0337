/**
 * Guide prices for common jobs (company.guidePrices): gross "from" prices with what moves them,
 * as the Preisangabenverordnung (§ 3 PAngV) asks of prices shown to consumers.
 */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { company, guidePrices, type GuidePrice } from '../company';
import { colors, fontSizes, mq, radii, space } from '../theme';
import { AsOf } from './AsOf';
import { cx } from './class-names';

const list = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.lg,
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    padding: space.lg,
    background: colors.white,
    border: `1px solid ${colors.border}`,
    borderTop: `4px solid ${colors.primary}`,
    borderRadius: radii.md,
  },
  '& h3': { fontSize: fontSizes.lg, marginBottom: space.sm },
  '& p': { margin: `0 0 ${space.sm}` },
});
/** On the widest screens: up to five in one row, else rows of four (or three when that is even). */
const xlColumns = [3, 4, 5].map((count) => css({ [mq('xl')]: { gridTemplateColumns: `repeat(${count}, 1fr)` } }));
function xlColumnsFor(items: number): string | undefined {
  if (items <= 3) return undefined;
  const count = items <= 5 ? items : items % 4 !== 0 && items % 3 === 0 ? 3 : 4;
  return xlColumns[count - 3];
}
const amount = css({ fontSize: fontSizes.xl, fontWeight: 800, color: colors.primary });
const factors = css({ color: colors.textMuted, fontSize: fontSizes.sm });
const note = css({ maxWidth: '52rem', margin: `${space.lg} 0 0`, color: colors.textMuted, fontSize: fontSizes.sm });

export function GuidePrices({ ids }: { ids: readonly GuidePrice['id'][] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const prices = guidePrices(ids);
  const vatRates = new Set(prices.map((price) => price.vatPercent));
  return (
    <>
      <ul className={cx(list, xlColumnsFor(prices.length))} data-testid="guide-prices">
        {prices.map((price) => {
          const money = intl.formatNumber(price.from, {
            style: 'currency',
            currency: 'EUR',
            minimumFractionDigits: 0,
            maximumFractionDigits: 0,
          });
          return (
            <li key={price.id} data-price={price.id}>
              <h3>{t(`prices.items.${price.id}.title`)}</h3>
              <p>
                <span className={amount}>{t('prices.from', { price: money })}</span> {t(`prices.units.${price.unit}`)}
              </p>
              <p>{t(price.vatPercent === 0 ? 'prices.vatZero' : 'prices.vatIncluded', { rate: price.vatPercent })}</p>
              <p>{t(`prices.items.${price.id}.includes`, { radius: company.emergency.radiusKm })}</p>
              <p className={factors}>{t(`prices.items.${price.id}.factors`)}</p>
            </li>
          );
        })}
      </ul>
      <p className={note}>{t(vatRates.has(0) ? 'prices.noteWithPv' : 'prices.note')}</p>
      <AsOf />
    </>
  );
}
