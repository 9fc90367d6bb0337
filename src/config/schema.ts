import { z } from './zod.js';
import { COMPRESSIONS } from './define-config.js';

/** A path relative to the project root, e.g. `site/pages`. */
const relativePath = z.string().min(1, 'must not be empty');

const localeSchema = z.strictObject({
  code: z.string().regex(/^[a-z]{2,3}(-[a-z0-9]+)?$/, 'must be a lowercase code like "en" or "pt-br"'),
  language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'must be a BCP 47 tag like "en-US"'),
  name: z.string().min(1, 'must not be empty'),
  catchAll: z.boolean().optional(),
});

const routeSchema = z.strictObject({
  path: z
    .string()
    .regex(
      /^\/([a-z0-9-]+\/|\{[a-zA-Z][a-zA-Z0-9]*\}\/)*$/,
      'must start and end with "/" and contain lowercase segments or {params}, e.g. "/career/{id}/"',
    ),
  page: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9/_-]*$/, 'must name a module in the pages folder, e.g. "about-us"'),
  params: z.record(z.string(), z.strictObject({ collection: z.string().min(1) })).optional(),
});

const collectionSchema = z.strictObject({
  dir: relativePath,
  // Duck-typed: the config's zod may be another copy than ours.
  schema: z.custom<z.ZodType>(
    (value) => typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function',
    'must be a zod schema, e.g. z.object({ title: z.string() })',
  ),
  expires: z.string().min(1, 'must name a date field of the schema, e.g. "validThrough"').optional(),
});

/** The shape of `generator.config.ts`; unknown keys are errors so typos do not pass silently. */
export const configSchema = z.strictObject({
  siteUrl: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL like "https://www.example.com"' }),
  locales: z.array(localeSchema).min(1, 'needs at least one locale'),
  defaultLocale: z.string(),
  messagesDir: relativePath.optional(),
  pagesDir: relativePath.optional(),
  app: relativePath.optional(),
  routes: z.array(routeSchema).min(1, 'needs at least one route'),
  collections: z.record(z.string(), collectionSchema).optional(),
  cookie: z
    .strictObject({
      name: z
        .string()
        .regex(/^[A-Za-z0-9_.-]+$/, 'must be a cookie name of letters, digits, "_", "." or "-"')
        .optional(),
      maxAgeDays: z.number().positive().optional(),
      sameSite: z.enum(['lax', 'strict', 'none']).optional(),
      path: z.string().startsWith('/').optional(),
    })
    .optional(),
  release: z.strictObject({ checkIntervalMs: z.number().int().min(1000).optional() }).optional(),
  navigation: z.strictObject({ payloadTimeoutMs: z.number().int().positive().optional() }).optional(),
  publicDir: relativePath.optional(),
  icons: z
    .strictObject({
      svg: z.string().startsWith('/').optional(),
      png: z.string().startsWith('/').optional(),
      appleTouchIcon: z.string().startsWith('/').optional(),
    })
    .optional(),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour like "#004D84"')
    .optional(),
  outDir: relativePath.optional(),
  compress: z.union([z.boolean(), z.enum(COMPRESSIONS)], { error: 'must be false, true, "gzip", "brotli" or "both"' }).optional(),
  islands: z
    .record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'island names are lowercase slugs like "contact-form"'), relativePath)
    .optional(),
  clientMessages: z.array(z.string().min(1)).optional(),
  site: z.record(z.string(), z.unknown()).optional(),
  formTargets: z
    .array(
      z
        .string()
        .regex(
          /^(https?:\/\/[^\s/]+\S*|\/\S*)$/i,
          'must be an http(s) URL or a path on this site, like "https://forms.example.net/f" or "/api/contact"',
        ),
    )
    .optional(),
  share: z
    .strictObject({
      image: z.string().regex(/^\/\S+\.(png|jpe?g)$/i, 'must be the path of a PNG or JPEG in the public folder, like "/share/card.png"'),
      alt: z.string().min(1, 'must be the message id of the picture\'s description, like "share.imageAlt"'),
    })
    .optional(),
  appRoot: z
    .enum(['div', 'body'], { error: 'must be "div" (the layout inside <div id="app">) or "body" (straight into <body>)' })
    .optional(),
  markdown: z
    .strictObject({
      allowTags: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase element name like "figure"')).optional(),
      allowAttributes: z
        .record(
          z.string().regex(/^([a-z][a-z0-9-]*|\*)$/, 'must be a lowercase element name like "iframe", or "*" for every element'),
          z.array(z.string().regex(/^[a-z][a-z0-9-]*\*?$/, 'must be a lowercase attribute name like "title" (or a prefix like "data-*")')),
        )
        .optional(),
    })
    .optional(),
  dev: z
    .strictObject({
      allowedHosts: z
        .union(
          [
            z.literal(true),
            z.array(
              z
                .string()
                .regex(
                  /^\.?[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/i,
                  'must be a host name like "dev.example.com" (".example.com" for its subdomains too)',
                ),
            ),
          ],
          {
            error: 'must be a list of host names, like ["dev.example.com"], or true for any host',
          },
        )
        .optional(),
    })
    .optional(),
  socialTags: z.boolean({ error: 'must be true (Open Graph and Twitter tags on every page) or false (none)' }).optional(),
});
