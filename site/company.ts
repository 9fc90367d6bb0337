/**
 * The company's facts in one typed place. Sample data: the company, its people, numbers and
 * addresses are fictional. Anything that needs translating lives in messages/, not here.
 */

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** The state (Bundesland), for search engines' structured data. */
  region?: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
}

export interface RegisterEntry {
  /** The register court, e.g. "Amtsgericht Musterstadt". */
  court: string;
  /** The register number including its kind, e.g. "HRA 12345". */
  number: string;
}

export interface Phone {
  /** As shown to visitors. */
  display: string;
  /** E.164, for tel: links. */
  e164: string;
}

export interface OpeningHours {
  /** Names the message `openingHours.days.{id}` that says which days these are. */
  id: 'monThu' | 'fri';
  dayOfWeek: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /** 24-hour local time, HH:MM */
  opens: string;
  closes: string;
}

export interface Company {
  /** The name used in running text and the header. */
  name: string;
  legalForm: string;
  /** Name with legal form, as registered. */
  legalName: string;
  foundedYear: number;
  address: PostalAddress;
  phone: Phone;
  email: string;
  siteUrl: string;
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  vatId: string;
  /** The KG's own entry in the commercial register (Abteilung A). */
  register: RegisterEntry;
  /** The Komplementär-GmbH: the general partner with unlimited liability. */
  generalPartner: {
    legalName: string;
    seat: string;
    register: RegisterEntry;
    /** Managing directors of the general partner, who represent the KG. */
    managingDirectors: string[];
  };
  /** Responsible for the content under § 18 Abs. 2 MStV. */
  contentResponsible: { name: string; address: PostalAddress };
  chamber: { name: string; address: PostalAddress };
  guild: string;
  /** The statutory professional title (Meistertitel) and where it was awarded. */
  professionalTitle: { title: string; holder: string; /** ISO 3166-1 alpha-2 */ awardedIn: string };
  professionalRules: { name: string; url: string }[];
  openingHours: OpeningHours[];
  serviceArea: { center: string; radiusKm: number };
  geo: { latitude: number; longitude: number };
  figures: { employees: number; apprentices: number; projectsPerYear: number };
  /** The management; `role` names the message `about.team.roles.{role}`. */
  team: { name: string; role: 'technical' | 'commercial' }[];
  /** The web host, who processes server logs on our behalf (Art. 28 GDPR). */
  hosting: { name: string; address: PostalAddress; logRetentionDays: number };
  /** The supervisory authority for data protection (Art. 77 GDPR); a sample. */
  dataProtectionAuthority: { name: string; address: PostalAddress };
}

const address: PostalAddress = { street: 'Musterstraße 12', postalCode: '12345', city: 'Musterstadt', region: 'Musterland', country: 'DE' };

export const company: Company = {
  name: 'Mustermann Elektrotechnik',
  legalForm: 'GmbH & Co. KG',
  legalName: 'Mustermann Elektrotechnik GmbH & Co. KG',
  foundedYear: 1987,
  address,
  phone: { display: '+49 1234 56789-0', e164: '+491234567890' },
  email: 'info@mustermann-elektrotechnik.de',
  siteUrl: 'https://www.mustermann-elektrotechnik.de',
  vatId: 'DE123456789',
  register: { court: 'Amtsgericht Musterstadt', number: 'HRA 12345' },
  generalPartner: {
    legalName: 'Mustermann Verwaltungs-GmbH',
    seat: 'Musterstadt',
    register: { court: 'Amtsgericht Musterstadt', number: 'HRB 54321' },
    managingDirectors: ['Max Mustermann', 'Erika Mustermann'],
  },
  contentResponsible: { name: 'Max Mustermann', address },
  chamber: { name: 'Handwerkskammer Musterstadt', address: { street: 'Kammerplatz 1', postalCode: '12345', city: 'Musterstadt', country: 'DE' } },
  guild: 'Elektro-Innung Musterstadt',
  professionalTitle: { title: 'Elektrotechnikermeister', holder: 'Max Mustermann', awardedIn: 'DE' },
  professionalRules: [{ name: 'Handwerksordnung (HwO)', url: 'https://www.gesetze-im-internet.de/hwo/' }],
  openingHours: [
    { id: 'monThu', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '16:30' },
    { id: 'fri', dayOfWeek: ['Friday'], opens: '07:00', closes: '13:00' },
  ],
  serviceArea: { center: 'Musterstadt', radiusKm: 50 },
  geo: { latitude: 51.1657, longitude: 10.4515 },
  figures: { employees: 42, apprentices: 7, projectsPerYear: 350 },
  team: [
    { name: 'Max Mustermann', role: 'technical' },
    { name: 'Erika Mustermann', role: 'commercial' },
  ],
  hosting: { name: 'Musterhost GmbH', address: { street: 'Serverweg 5', postalCode: '12345', city: 'Musterstadt', country: 'DE' }, logRetentionDays: 14 },
  dataProtectionAuthority: {
    name: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Musterland',
    address: { street: 'Datenschutzallee 1', postalCode: '12340', city: 'Musterstadt', country: 'DE' },
  },
};

/** A tel: href for the company's phone number. */
export const phoneHref = `tel:${company.phone.e164}`;
export const emailHref = `mailto:${company.email}`;

/**
 * The contact form's endpoint from generator.config.ts (`site.contact.endpoint`), or undefined
 * when the form should compose an email instead.
 */
export function contactEndpoint(site: Record<string, unknown>): string | undefined {
  const endpoint = (site.contact as { endpoint?: unknown } | undefined)?.endpoint;
  if (endpoint === undefined || endpoint === '') return undefined;
  if (typeof endpoint !== 'string' || !/^(https:\/\/[^\s/]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)?\/\S*$/.test(endpoint)) {
    throw new Error(
      `generator.config.ts: site.contact.endpoint must be an https:// URL or a path on this site starting with "/" (got ${JSON.stringify(endpoint)}). Remove it to let the form compose an email instead.`,
    );
  }
  return endpoint;
}
