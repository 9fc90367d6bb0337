/**
 * The company's facts in one typed place. Sample data: the company, its people, numbers and
 * addresses are fictional (see `sample` below). Anything that needs translating lives in
 * messages/, not here.
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

/** A town in the service area, placed on the contact page's drawn map by distance and direction from the office. */
export interface ServiceTown {
  name: string;
  /** Road distance is not needed: straight-line km from the office. */
  distanceKm: number;
  /** Compass bearing from the office in degrees (0 = north, 90 = east). */
  bearing: number;
}

/** A guide price ("ab"/"from", gross) for a common job; its texts are `prices.items.{id}.*`. */
export interface GuidePrice {
  id: 'meterCabinet' | 'wallbox' | 'eCheck' | 'surgeProtection' | 'ledLuminaire' | 'photovoltaics' | 'battery' | 'emergencyCallOut';
  /** Lowest gross price in euros, VAT included. */
  from: number;
  /** Names the message `prices.units.{unit}`: what the price is for. */
  unit: 'job' | 'inspection' | 'kWp' | 'luminaire' | 'callOut';
  /** The VAT rate included in `from`, in percent (0 for PV under § 12 (3) UStG). */
  vatPercent: 19 | 0;
}

export interface Company {
  /**
   * True while these facts are the fictional sample company: the footer and the imprint then say
   * so on every page. Set it to false only when every fact below is your own.
   */
  sample: boolean;
  /** The name used in running text and the header. */
  name: string;
  legalForm: string;
  /** Name with legal form, as registered. */
  legalName: string;
  foundedYear: number;
  address: PostalAddress;
  phone: Phone;
  /** General enquiries and the contact form. */
  email: string;
  /** Applications go here, read only by the people choosing (privacy notice, postings). */
  applicationEmail: string;
  /** Must be equal to `siteUrl` in generator.config.ts. */
  siteUrl: string;
  /** The fault and emergency line: home page, contact page and footer. */
  emergency: {
    phone: Phone;
    /** Names the message `emergency.hours.{hours}`: when the line answers. */
    hours: 'always';
    /** How far from `serviceArea.center` the emergency service drives. */
    radiusKm: number;
  };
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
  /** The Handwerkskammer: keeps the Handwerksrolle and supervises the trade (§ 5 (1) no. 5 DDG). */
  chamber: { name: string; address: PostalAddress; url: string };
  guild: string;
  /** The statutory professional title (Meistertitel) and where it was awarded. */
  professionalTitle: { title: string; holder: string; /** ISO 3166-1 alpha-2 */ awardedIn: string };
  professionalRules: { name: string; url: string }[];
  /**
   * Professional liability insurance (§ 2 (1) no. 11 DL-InfoV): insurer, address and territorial
   * scope as ISO 3166-1 alpha-2 codes (shown as country names).
   */
  liabilityInsurance: { insurer: string; address: PostalAddress; scope: string[] };
  openingHours: OpeningHours[];
  /** Where we work: the towns are listed and drawn on the contact page. */
  serviceArea: { center: string; radiusKm: number; towns: ServiceTown[] };
  /** Guide prices on the services pages (PAngV: gross, "from"). */
  guidePrices: GuidePrice[];
  /** When the legal and technical texts (FAQ, prices, privacy) were last checked, YYYY-MM-DD ("Stand"). */
  reviewedOn: string;
  geo: { latitude: number; longitude: number };
  figures: { employees: number; apprentices: number; projectsPerYear: number };
  /** The management; `role` names the message `about.team.roles.{role}`. */
  team: { name: string; role: 'technical' | 'commercial' }[];
  /** The web host, who processes server logs on our behalf (Art. 28 GDPR). */
  hosting: { name: string; address: PostalAddress; logRetentionDays: number };
  /** The supervisory authority for data protection (Art. 77 GDPR); a sample. */
  dataProtectionAuthority: { name: string; address: PostalAddress };
  /**
   * The data protection officer, or null when none is required: fewer than 20 people constantly
   * process personal data by computer (§ 38 (1) BDSG) and no Art. 37 (1) GDPR case applies.
   * `peopleProcessingData` is that head count, stated in the privacy notice.
   */
  dataProtectionOfficer: { name: string; email: string } | null;
  peopleProcessingData: number;
}

const address: PostalAddress = { street: 'Musterstraße 12', postalCode: '12345', city: 'Musterstadt', region: 'Musterland', country: 'DE' };

export const company: Company = {
  sample: true,
  name: 'Mustermann Elektrotechnik',
  legalForm: 'GmbH & Co. KG',
  legalName: 'Mustermann Elektrotechnik GmbH & Co. KG',
  foundedYear: 1987,
  address,
  phone: { display: '+49 1234 56789-0', e164: '+491234567890' },
  // Reserved example domains (RFC 2606, RFC 6761): nothing real is reached while this is a sample.
  email: 'info@mustermann-elektrotechnik.example',
  applicationEmail: 'bewerbung@mustermann-elektrotechnik.example',
  siteUrl: 'https://www.mustermann-elektrotechnik.example',
  emergency: { phone: { display: '+49 1234 56789-99', e164: '+4912345678999' }, hours: 'always', radiusKm: 30 },
  vatId: 'DE123456789',
  register: { court: 'Amtsgericht Musterstadt', number: 'HRA 12345' },
  generalPartner: {
    legalName: 'Mustermann Verwaltungs-GmbH',
    seat: 'Musterstadt',
    register: { court: 'Amtsgericht Musterstadt', number: 'HRB 54321' },
    managingDirectors: ['Max Mustermann', 'Erika Mustermann'],
  },
  contentResponsible: { name: 'Max Mustermann', address },
  chamber: {
    name: 'Handwerkskammer Musterstadt',
    address: { street: 'Kammerplatz 1', postalCode: '12345', city: 'Musterstadt', country: 'DE' },
    url: 'https://www.hwk-musterstadt.example',
  },
  guild: 'Elektro-Innung Musterstadt',
  professionalTitle: { title: 'Elektrotechnikermeister', holder: 'Max Mustermann', awardedIn: 'DE' },
  professionalRules: [{ name: 'Handwerksordnung (HwO)', url: 'https://www.gesetze-im-internet.de/hwo/' }],
  liabilityInsurance: {
    insurer: 'Musterversicherung AG',
    address: { street: 'Versicherungsplatz 3', postalCode: '12347', city: 'Musterstadt', country: 'DE' },
    scope: ['DE'],
  },
  openingHours: [
    { id: 'monThu', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '16:30' },
    { id: 'fri', dayOfWeek: ['Friday'], opens: '07:00', closes: '13:00' },
  ],
  serviceArea: {
    center: 'Musterstadt',
    radiusKm: 50,
    towns: [
      { name: 'Beispielhausen', distanceKm: 14, bearing: 355 },
      { name: 'Neudorf am See', distanceKm: 27, bearing: 60 },
      { name: 'Talheim', distanceKm: 19, bearing: 125 },
      { name: 'Bergfeld', distanceKm: 36, bearing: 175 },
      { name: 'Altmühlen', distanceKm: 12, bearing: 235 },
      { name: 'Wiesental', distanceKm: 29, bearing: 280 },
      { name: 'Kirchberg', distanceKm: 41, bearing: 320 },
    ],
  },
  guidePrices: [
    { id: 'meterCabinet', from: 2400, unit: 'job', vatPercent: 19 },
    { id: 'wallbox', from: 1450, unit: 'job', vatPercent: 19 },
    { id: 'eCheck', from: 190, unit: 'inspection', vatPercent: 19 },
    { id: 'surgeProtection', from: 480, unit: 'job', vatPercent: 19 },
    { id: 'ledLuminaire', from: 210, unit: 'luminaire', vatPercent: 19 },
    { id: 'photovoltaics', from: 1350, unit: 'kWp', vatPercent: 0 },
    { id: 'battery', from: 5200, unit: 'job', vatPercent: 0 },
    { id: 'emergencyCallOut', from: 95, unit: 'callOut', vatPercent: 19 },
  ],
  reviewedOn: '2026-11-25',
  geo: { latitude: 51.1657, longitude: 10.4515 },
  figures: { employees: 42, apprentices: 7, projectsPerYear: 350 },
  team: [
    { name: 'Max Mustermann', role: 'technical' },
    { name: 'Erika Mustermann', role: 'commercial' },
  ],
  hosting: {
    name: 'Musterhost GmbH',
    address: { street: 'Serverweg 5', postalCode: '12345', city: 'Musterstadt', country: 'DE' },
    logRetentionDays: 14,
  },
  dataProtectionAuthority: {
    name: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Musterland',
    address: { street: 'Datenschutzallee 1', postalCode: '12340', city: 'Musterstadt', country: 'DE' },
  },
  dataProtectionOfficer: null,
  peopleProcessingData: 9,
};

/** A tel: href for the company's phone number. */
export const phoneHref = `tel:${company.phone.e164}`;
export const emailHref = `mailto:${company.email}`;
export const emergencyHref = `tel:${company.emergency.phone.e164}`;

/** The guide prices with the given ids, in the order asked for. */
export function guidePrices(ids: readonly GuidePrice['id'][]): GuidePrice[] {
  return ids.map((id) => {
    const price = company.guidePrices.find((entry) => entry.id === id);
    if (!price) throw new Error(`site/company.ts: guidePrices has no entry "${id}"`);
    return price;
  });
}

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
