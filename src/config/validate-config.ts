import path from 'node:path';
import type { z } from 'zod';
import { problemsError, type Problem } from '../errors.js';
import { routeParamNames } from '../routes/route-path.js';
import { FORBIDDEN_TAGS, isForbiddenAttribute } from './markdown-rules.js';
import { dateFieldProblem } from './date-field.js';
import { resolveCompression, type ResolvedConfig, type SitegenConfig } from './define-config.js';
import type { PathKind } from './path-kind.js';
import { referencedFileProblems } from './referenced-files.js';
import { boundMessage } from './show-value.js';
import { configSchema } from './schema.js';

export const CONFIG_DEFAULTS = {
  messagesDir: 'messages',
  pagesDir: 'site/pages',
  app: 'site/app.tsx',
  outDir: 'dist',
  publicDir: 'site/public',
  cookie: { name: 'i18n_redirected', maxAgeDays: 365, sameSite: 'lax', path: '/' },
  checkIntervalMs: 60 * 60 * 1000,
  payloadTimeoutMs: 5000,
} as const;

export interface ValidateConfigOptions {
  value: unknown;
  root: string;
  configFile: string;
  /** Whether a page module exists, given its name; lets this stay free of file-system access. */
  pageModuleExists: (pagesDir: string, page: string) => boolean;
  /**
   * What lies at an absolute path (path-kind.ts): with it, every other file and folder the config
   * names is checked too (referenced-files.ts); without it (tests of the keys alone), none is.
   */
  pathKind?: (absolute: string) => PathKind;
}

/** Checks the user's config, and the files it names, and fills in defaults; every problem is reported at once. */
export function validateConfig({ value, root, configFile, pageModuleExists, pathKind }: ValidateConfigOptions): ResolvedConfig {
  const file = path.relative(root, configFile) || configFile;
  // Parsed once per build: zod's compiled fast path (generated with new Function on the first
  // parse) costs more than it saves here, ~2.5 of 5 ms.
  const parsed = configSchema.safeParse(value, { jitless: true });
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issueToProblem(issue, file));
  // Unknown keys leave the rest of the shape intact, so the cross-checks can still run and
  // the user sees every problem at once; after a type error the shape cannot be trusted.
  const shapeIsSound = parsed.success || parsed.error.issues.every((issue) => issue.code === 'unrecognized_keys');
  const config = (parsed.success ? parsed.data : value) as SitegenConfig;
  if (!shapeIsSound) throw problemsError(`${file} is not a valid sitegen config`, problems, CONFIG_HINT);
  problems.push(...checkConsistency(config, file, (page) => pageModuleExists(config.pagesDir ?? CONFIG_DEFAULTS.pagesDir, page)));
  const resolved = resolveDefaults(config, root, configFile);
  if (pathKind)
    problems.push(...referencedFileProblems({ config: resolved, file, publicDirNamed: config.publicDir !== undefined, pathKind }));
  if (problems.length > 0) throw problemsError(`${file} is not a valid sitegen config`, problems, CONFIG_HINT);
  return resolved;
}

const CONFIG_HINT = 'Fix the keys listed above in the config file; the README\'s "Config reference" lists every key.';

function issueToProblem(issue: z.core.$ZodIssue, file: string): Problem {
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => (key ? `${key}.${k}` : k));
    return {
      file,
      key: boundMessage(keys.join(', '), 200),
      message: `unknown key${keys.length > 1 ? 's' : ''}; remove or rename ${keys.length > 1 ? 'them' : 'it'}`,
    };
  }
  return { file, key: boundMessage(key, 200) || undefined, message: boundMessage(issue.message) };
}

function checkConsistency(config: SitegenConfig, file: string, pageExists: (page: string) => boolean): Problem[] {
  const collections = config.collections ?? {};
  return [
    ...localeProblems(config, file),
    ...checkExpiryFields(collections, file),
    ...markdownProblems(config.markdown, file),
    ...routeProblems(config, file, pageExists),
  ];
}

/** Each locale once, the default among them, at most one catch-all and that one the default. */
function localeProblems(config: SitegenConfig, file: string): Problem[] {
  const problems: Problem[] = [];
  const codes = config.locales.map((locale) => locale.code);
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index) problems.push({ file, key: `locales.${index}.code`, message: `locale "${code}" is listed twice` });
  });
  if (!codes.includes(config.defaultLocale)) {
    problems.push({
      file,
      key: 'defaultLocale',
      message: `"${config.defaultLocale}" is not among the locales (${codes.join(', ')}); add it to "locales" or pick one of them`,
    });
  }
  const catchAll = config.locales.filter((locale) => locale.catchAll);
  if (catchAll.length > 1)
    problems.push({ file, key: 'locales', message: `only one locale may be catchAll, found ${catchAll.map((l) => l.code).join(', ')}` });
  if (catchAll.length === 1 && catchAll[0]!.code !== config.defaultLocale) {
    problems.push({
      file,
      key: 'locales',
      message: `the catchAll locale "${catchAll[0]!.code}" must be the defaultLocale "${config.defaultLocale}", which answers the unprefixed paths`,
    });
  }
  return problems;
}

/** Each route: a path used once and without a locale prefix, its page module there, its params matched to the path and a collection. */
function routeProblems(config: SitegenConfig, file: string, pageExists: (page: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  const codes = config.locales.map((locale) => locale.code);
  const seenPaths = new Map<string, number>();
  config.routes.forEach((route, index) => {
    const key = `routes.${index}`;
    const previous = seenPaths.get(route.path);
    if (previous !== undefined)
      problems.push({ file, key: `${key}.path`, route: route.path, message: `duplicate path, already used by routes.${previous}` });
    else seenPaths.set(route.path, index);
    const firstSegment = route.path.split('/')[1];
    if (firstSegment && codes.includes(firstSegment)) {
      problems.push({
        file,
        key: `${key}.path`,
        route: route.path,
        message: `starts with the locale prefix "/${firstSegment}/"; write the unprefixed path, the locale copies are made for you`,
      });
    }
    if (!pageExists(route.page)) {
      problems.push({
        file,
        key: `${key}.page`,
        route: route.path,
        message: `page module "${route.page}" not found in ${config.pagesDir ?? CONFIG_DEFAULTS.pagesDir}/ (looked for ${route.page}.tsx, .ts, .jsx, .js)`,
      });
    }
    problems.push(...paramProblems(route, key, config.collections ?? {}, file));
  });
  return problems;
}

/** Every `{name}` in the path has a source, every source a `{name}`, every source a defined collection. */
function paramProblems(route: SitegenConfig['routes'][number], key: string, collections: object, file: string): Problem[] {
  const problems: Problem[] = [];
  const declared = Object.keys(route.params ?? {});
  const used = routeParamNames(route.path);
  for (const name of used) {
    if (!declared.includes(name))
      problems.push({
        file,
        key: `${key}.params`,
        route: route.path,
        message: `{${name}} has no source; add params: { ${name}: { collection: '…' } }`,
      });
  }
  for (const name of declared) {
    if (!used.includes(name))
      problems.push({ file, key: `${key}.params.${name}`, route: route.path, message: `the path has no {${name}}` });
    const collection = route.params![name]!.collection;
    if (!(collection in collections))
      problems.push({
        file,
        key: `${key}.params.${name}.collection`,
        route: route.path,
        message: `collection "${collection}" is not defined under "collections"`,
      });
  }
  return problems;
}

/** `expires` must name a date field, or no entry could ever be compared with the build time. */
function checkExpiryFields(collections: NonNullable<SitegenConfig['collections']>, file: string): Problem[] {
  return Object.entries(collections).flatMap(([name, collection]) => {
    const message = collection.expires === undefined ? undefined : dateFieldProblem(collection.schema, collection.expires, name);
    return message ? [{ file, key: `collections.${name}.expires`, message }] : [];
  });
}

/** Some markup no sanitiser can make safe; allowing it would undo the sanitising for every page. */
function markdownProblems(markdown: SitegenConfig['markdown'], file: string): Problem[] {
  const problems: Problem[] = [];
  (markdown?.allowTags ?? []).forEach((tag, index) => {
    if (FORBIDDEN_TAGS.has(tag))
      problems.push({
        file,
        key: `markdown.allowTags.${index}`,
        message: `<${tag}> can run code or bring its own markup, so Markdown bodies can never keep it; remove it (put such markup in a page component instead)`,
      });
  });
  for (const [tag, names] of Object.entries(markdown?.allowAttributes ?? {})) {
    names.forEach((name, index) => {
      if (isForbiddenAttribute(name))
        problems.push({
          file,
          key: `markdown.allowAttributes.${tag}.${index}`,
          message: `"${name}" runs code or loads a document, so Markdown bodies can never keep it; remove it`,
        });
    });
  }
  return problems;
}

function resolveDefaults(config: SitegenConfig, root: string, configFile: string): ResolvedConfig {
  const abs = (p: string) => path.resolve(root, p);
  return {
    root,
    configFile,
    siteUrl: config.siteUrl.replace(/\/+$/, ''),
    locales: config.locales.map((locale) => ({ ...locale, catchAll: locale.catchAll ?? locale.code === config.defaultLocale })),
    defaultLocale: config.defaultLocale,
    messagesDir: abs(config.messagesDir ?? CONFIG_DEFAULTS.messagesDir),
    pagesDir: abs(config.pagesDir ?? CONFIG_DEFAULTS.pagesDir),
    app: abs(config.app ?? CONFIG_DEFAULTS.app),
    routes: config.routes,
    collections: Object.fromEntries(Object.entries(config.collections ?? {}).map(([name, c]) => [name, { ...c, dir: abs(c.dir) }])),
    cookie: { ...CONFIG_DEFAULTS.cookie, ...config.cookie },
    release: { checkIntervalMs: config.release?.checkIntervalMs ?? CONFIG_DEFAULTS.checkIntervalMs },
    ...(config.navigation && { navigation: { payloadTimeoutMs: config.navigation.payloadTimeoutMs ?? CONFIG_DEFAULTS.payloadTimeoutMs } }),
    publicDir: abs(config.publicDir ?? CONFIG_DEFAULTS.publicDir),
    icons: config.icons ?? {},
    themeColor: config.themeColor,
    outDir: abs(config.outDir ?? CONFIG_DEFAULTS.outDir),
    compress: resolveCompression(config.compress),
    islands: Object.fromEntries(Object.entries(config.islands ?? {}).map(([name, file]) => [name, abs(file)])),
    clientMessages: config.clientMessages ?? [],
    site: config.site ?? {},
    formTargets: config.formTargets ?? [],
    share: config.share,
    socialTags: config.socialTags ?? true,
    appRoot: config.appRoot ?? 'div',
    markdown: { allowTags: config.markdown?.allowTags ?? [], allowAttributes: config.markdown?.allowAttributes ?? {} },
  };
}
