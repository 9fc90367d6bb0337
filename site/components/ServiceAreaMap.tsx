/**
 * The service area drawn at build time as inline SVG (no map tiles, no request to another origin):
 * the office in the middle, the emergency radius, the service radius and the towns by distance
 * and direction (company.serviceArea). The towns are listed as text beside it too.
 */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { company } from '../company';
import { colors, fontSizes, mq, space } from '../theme';

const SIZE = 440;
const CENTER = SIZE / 2;
/** px per km: the service radius fills the drawing with room for labels. */
const scale = (CENTER - 40) / company.serviceArea.radiusKm;

const layout = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space.xxl },
});
const figure = css({ margin: 0, '& svg': { display: 'block', width: '100%', maxWidth: '32rem', height: 'auto' } });
const caption = css({ marginTop: space.sm, fontSize: fontSizes.sm, color: colors.textMuted });
const towns = css({ columns: 2, columnGap: space.xl, paddingLeft: space.lg, '& li': { marginBottom: space.xs } });

function point(distanceKm: number, bearing: number): { x: number; y: number } {
  const radians = (bearing * Math.PI) / 180;
  return { x: Math.round(CENTER + distanceKm * scale * Math.sin(radians)), y: Math.round(CENTER - distanceKm * scale * Math.cos(radians)) };
}

export function ServiceAreaMap({ children }: { children?: React.ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { serviceArea, emergency } = company;
  const values = { city: serviceArea.center, radius: serviceArea.radiusKm, emergencyRadius: emergency.radiusKm };
  const ten = 10 * scale;
  return (
    <div className={layout}>
      <figure className={figure}>
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby="service-map-title" data-testid="service-area-map">
          <title id="service-map-title">{t('contact.area.mapTitle', values)}</title>
          <rect width={SIZE} height={SIZE} fill={colors.tint} rx="12" />
          <circle
            cx={CENTER}
            cy={CENTER}
            r={serviceArea.radiusKm * scale}
            fill="#DCE9F4"
            stroke={colors.primary}
            strokeWidth="2"
            strokeDasharray="6 4"
          />
          <circle cx={CENTER} cy={CENTER} r={emergency.radiusKm * scale} fill="#C9DDEE" stroke={colors.primary} strokeWidth="1.5" />
          {serviceArea.towns.map((town) => {
            const { x, y } = point(town.distanceKm, town.bearing);
            // Towns west of the office get their label on the left, so labels point away from the middle.
            const right = town.bearing < 180;
            return (
              <g key={town.name}>
                <circle cx={x} cy={y} r="4.5" fill={colors.navy} />
                <text x={right ? x + 8 : x - 8} y={y + 4} textAnchor={right ? 'start' : 'end'} fontSize="13" fill={colors.text}>
                  {town.name}
                </text>
              </g>
            );
          })}
          <circle cx={CENTER} cy={CENTER} r="8" fill={colors.accent} stroke={colors.navy} strokeWidth="2.5" />
          <text x={CENTER} y={CENTER - 16} textAnchor="middle" fontSize="14" fontWeight="700" fill={colors.navy}>
            {serviceArea.center}
          </text>
          <g transform={`translate(${SIZE - 28} 34)`}>
            <path d="M0 -16 L7 6 L0 1 L-7 6 Z" fill={colors.navy} />
            <text y="20" textAnchor="middle" fontSize="12" fontWeight="700" fill={colors.navy}>
              {t('contact.area.north')}
            </text>
          </g>
          <g transform={`translate(16 ${SIZE - 20})`}>
            <line x1="0" y1="0" x2={ten} y2="0" stroke={colors.navy} strokeWidth="2" />
            <line x1="0" y1="-4" x2="0" y2="4" stroke={colors.navy} strokeWidth="2" />
            <line x1={ten} y1="-4" x2={ten} y2="4" stroke={colors.navy} strokeWidth="2" />
            <text x={ten + 6} y="4" fontSize="12" fill={colors.navy}>
              10 km
            </text>
          </g>
        </svg>
        <figcaption className={caption}>{t('contact.area.legend', values)}</figcaption>
      </figure>
      <div>
        <p>{t('contact.area.text', values)}</p>
        <ul className={towns} data-testid="service-towns">
          {[...serviceArea.towns]
            .sort((a, b) => a.name.localeCompare(b.name, intl.locale))
            .map((town) => (
              <li key={town.name}>{t('contact.area.town', { name: town.name, distance: town.distanceKm })}</li>
            ))}
        </ul>
        {children}
      </div>
    </div>
  );
}
