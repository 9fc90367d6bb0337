/** The reference projects shown on the home page; their texts and facts live in messages. */
import type { ServiceInfo } from './navigation';

export interface ReferenceProject {
  /** Message group `home.references.projects.{key}`: title, place, text, alt, link and facts. */
  key: 'farm' | 'sportsHall' | 'apartments';
  /** The illustration in site/public, drawn at `imageSize`. */
  image: string;
  /** The service the project belongs to; the card links to its page. */
  service: ServiceInfo['key'];
  /** Keys of `facts.*`, each with a `label` and a `value`, in the order shown. */
  facts: string[];
}

/** Every illustration shares this size, so the cards line up and the browser reserves the space. */
export const imageSize = { width: 640, height: 400 } as const;

export const referenceProjects: ReferenceProject[] = [
  {
    key: 'farm',
    image: '/images/references/farm-pv-storage.svg',
    service: 'photovoltaics',
    facts: ['power', 'storage', 'selfConsumption', 'duration'],
  },
  {
    key: 'sportsHall',
    image: '/images/references/sports-hall-led.svg',
    service: 'lightingRenovation',
    facts: ['area', 'luminaires', 'savings', 'duration'],
  },
  {
    key: 'apartments',
    image: '/images/references/apartment-building-rewiring.svg',
    service: 'electricalEngineering',
    facts: ['units', 'circuits', 'meters', 'duration'],
  },
];
