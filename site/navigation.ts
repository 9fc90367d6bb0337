/** The main navigation and the service pages as data; labels are message ids. */
import type { IconName } from './components/Icon';

export interface NavItem {
  path: string;
  label: string;
}

export const mainNav: NavItem[] = [
  { path: '/', label: 'nav.home' },
  { path: '/services/', label: 'nav.services' },
  { path: '/about-us/', label: 'nav.about' },
  { path: '/career/', label: 'nav.career' },
  { path: '/contact/', label: 'nav.contact' },
];

export interface ServiceInfo {
  /** Message group `services.{key}`, which holds the page's texts and its card's teaser. */
  key: 'electricalEngineering' | 'lightingRenovation' | 'photovoltaics';
  path: string;
  icon: IconName;
}

export const serviceList: ServiceInfo[] = [
  { key: 'electricalEngineering', path: '/services/electrical-engineering/', icon: 'bolt' },
  { key: 'lightingRenovation', path: '/services/lighting-renovation/', icon: 'lightbulb' },
  { key: 'photovoltaics', path: '/services/photovoltaics/', icon: 'solar-panel' },
];

/**
 * The contact page, optionally with a service preselected as the enquiry's topic (the contact
 * form reads `?topic=`); pass the result through `link()` like any other path.
 */
export function contactPath(topic?: ServiceInfo['key']): string {
  return topic ? `/contact/?topic=${topic}` : '/contact/';
}

/** Whether a nav item is the current page or one of its ancestors (e.g. Services for a service page). */
export function navState(itemPath: string, currentPath: string): 'page' | 'section' | undefined {
  if (itemPath === currentPath) return 'page';
  if (itemPath !== '/' && currentPath.startsWith(itemPath)) return 'section';
  return undefined;
}
