/** Font Awesome Free solid icons as inline SVG; only the icons imported here are shipped. */
import { css } from '@emotion/css';
import { cx } from './class-names';
import arrowRight from '@fortawesome/fontawesome-free/svgs/solid/arrow-right.svg';
import award from '@fortawesome/fontawesome-free/svgs/solid/award.svg';
import bars from '@fortawesome/fontawesome-free/svgs/solid/bars.svg';
import bolt from '@fortawesome/fontawesome-free/svgs/solid/bolt.svg';
import briefcase from '@fortawesome/fontawesome-free/svgs/solid/briefcase.svg';
import building from '@fortawesome/fontawesome-free/svgs/solid/building.svg';
import calendarDays from '@fortawesome/fontawesome-free/svgs/solid/calendar-days.svg';
import check from '@fortawesome/fontawesome-free/svgs/solid/check.svg';
import clock from '@fortawesome/fontawesome-free/svgs/solid/clock.svg';
import envelope from '@fortawesome/fontawesome-free/svgs/solid/envelope.svg';
import euroSign from '@fortawesome/fontawesome-free/svgs/solid/euro-sign.svg';
import handshake from '@fortawesome/fontawesome-free/svgs/solid/handshake.svg';
import helmetSafety from '@fortawesome/fontawesome-free/svgs/solid/helmet-safety.svg';
import house from '@fortawesome/fontawesome-free/svgs/solid/house.svg';
import industry from '@fortawesome/fontawesome-free/svgs/solid/industry.svg';
import leaf from '@fortawesome/fontawesome-free/svgs/solid/leaf.svg';
import lightbulb from '@fortawesome/fontawesome-free/svgs/solid/lightbulb.svg';
import locationDot from '@fortawesome/fontawesome-free/svgs/solid/location-dot.svg';
import phone from '@fortawesome/fontawesome-free/svgs/solid/phone.svg';
import shieldHalved from '@fortawesome/fontawesome-free/svgs/solid/shield-halved.svg';
import solarPanel from '@fortawesome/fontawesome-free/svgs/solid/solar-panel.svg';
import user from '@fortawesome/fontawesome-free/svgs/solid/user.svg';
import xmark from '@fortawesome/fontawesome-free/svgs/solid/xmark.svg';

/** The license comment is repeated in every copy otherwise; the credit is in the imprint. */
function strip(svg: string): string {
  return svg.replace(/<!--[\s\S]*?-->/g, '').trim();
}

const icons = {
  'arrow-right': strip(arrowRight),
  award: strip(award),
  bars: strip(bars),
  bolt: strip(bolt),
  briefcase: strip(briefcase),
  building: strip(building),
  'calendar-days': strip(calendarDays),
  check: strip(check),
  clock: strip(clock),
  envelope: strip(envelope),
  'euro-sign': strip(euroSign),
  handshake: strip(handshake),
  'helmet-safety': strip(helmetSafety),
  house: strip(house),
  industry: strip(industry),
  leaf: strip(leaf),
  lightbulb: strip(lightbulb),
  'location-dot': strip(locationDot),
  phone: strip(phone),
  'shield-halved': strip(shieldHalved),
  'solar-panel': strip(solarPanel),
  user: strip(user),
  xmark: strip(xmark),
} as const;

export type IconName = keyof typeof icons;

const icon = css({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  lineHeight: 0,
  verticalAlign: '-0.125em',
  '& svg': { display: 'block', width: '100%', height: '100%' },
});

export interface IconProps {
  name: IconName;
  className?: string;
}

/** Decorative: hidden from assistive technology, so the text beside it must say what it means. */
export function Icon({ name, className }: IconProps) {
  return <span aria-hidden="true" className={cx(icon, className)} dangerouslySetInnerHTML={{ __html: icons[name] }} />;
}
