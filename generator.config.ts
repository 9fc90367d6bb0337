import { defineConfig, strictDate, z } from 'sitegen/config';

/** A posting's front matter; see the README's "Add a posting". Pages get its type from here (site/careers.ts). */
const posting = z
  .strictObject({
    title: z.string().min(1),
    description: z.string().min(1),
    location: z.string().min(1),
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'APPRENTICESHIP', 'TEMPORARY', 'INTERN']),
    datePosted: strictDate(),
    validThrough: strictDate(),
    // When the posting was last changed after it went online; the sitemap's lastmod.
    updated: strictDate().optional(),
    // Pay transparency (Directive (EU) 2023/970, Art. 5): every posting states its gross pay, what
    // decides the place in the range, the weekly hours, the holiday entitlement and the collective
    // agreement. `salary` is the range; an apprenticeship gives `trainingPay` instead.
    salary: z
      .strictObject({
        min: z.number().positive(),
        max: z.number().positive(),
        currency: z.string().length(3),
        unit: z.enum(['HOUR', 'MONTH', 'YEAR']),
      })
      .optional(),
    // Gross monthly apprentice pay in euros, one amount per training year.
    trainingPay: z.array(z.number().positive()).min(1).optional(),
    // What decides where in the range the pay lands (experience, qualification, …).
    payFactors: z.string().min(1),
    // Hours per week: one number, or a range for part-time.
    weeklyHours: z.union([z.number().positive(), z.strictObject({ min: z.number().positive(), max: z.number().positive() })]),
    // Working days of paid holiday a year on a five-day week.
    vacationDays: z.number().int().positive(),
    // The collective agreement that applies, or what applies instead (e.g. pay above the agreement).
    collectiveAgreement: z.string().min(1),
    // The contact person's name.
    contact: z.string().min(1),
  })
  .refine((posting) => posting.validThrough >= posting.datePosted, {
    path: ['validThrough'],
    message: 'is before datePosted; a posting cannot end before it is published',
  })
  .refine((posting) => posting.salary !== undefined || posting.trainingPay !== undefined, {
    path: ['salary'],
    message: 'is missing: every posting states its pay (Directive (EU) 2023/970): give salary, or trainingPay for an apprenticeship',
  });

const config = defineConfig({
  siteUrl: 'https://www.mustermann-elektrotechnik.example',
  locales: [
    { code: 'de', language: 'de-DE', name: 'Deutsch', catchAll: true },
    { code: 'en', language: 'en-US', name: 'English' },
  ],
  defaultLocale: 'de',
  routes: [
    { path: '/', page: 'home' },
    { path: '/about-us/', page: 'about-us' },
    { path: '/career/', page: 'career' },
    { path: '/career/{id}/', page: 'career-posting', params: { id: { collection: 'careers' } } },
    { path: '/contact/', page: 'contact' },
    { path: '/legal/imprint/', page: 'legal-imprint' },
    { path: '/legal/privacy/', page: 'legal-privacy' },
    { path: '/services/', page: 'services' },
    { path: '/services/electrical-engineering/', page: 'services-electrical-engineering' },
    { path: '/services/lighting-renovation/', page: 'services-lighting-renovation' },
    { path: '/services/photovoltaics/', page: 'services-photovoltaics' },
  ],
  collections: {
    // A posting whose validThrough has passed when the site is built is left out (README "Add a posting").
    careers: { dir: 'site/content/careers', schema: posting, expires: 'validThrough' },
  },
  cookie: { name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax', path: '/' },
  release: { checkIntervalMs: 60 * 60 * 1000 },
  icons: { svg: '/favicon.svg', png: '/favicon-32.png', appleTouchIcon: '/apple-touch-icon.png' },
  themeColor: '#004D84',
  outDir: 'dist',
  // Served by nginx with gzip_static and brotli_static (deploy/nginx.conf): it sends the copies as they are.
  compress: 'both',
  islands: { 'contact-form': 'site/islands/contact-form.tsx' },
  clientMessages: ['contact.form'],
  // The picture link previews show (rendered from site/share/share-card.svg, see the README's SEO section).
  share: { image: '/share/share-card.png', alt: 'share.imageAlt' },
  formTargets: process.env.CONTACT_ENDPOINT ? [process.env.CONTACT_ENDPOINT] : [], // the contact form's backend may be on another origin (CSP)
  site: {
    // Where the contact form posts its JSON (see README "Contact form"); an https:// URL or a path
    // on this site. Unset: the form composes an email to the company instead.
    contact: { endpoint: process.env.CONTACT_ENDPOINT },
  },
});

export default config;
