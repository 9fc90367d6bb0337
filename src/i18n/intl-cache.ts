/**
 * One react-intl `IntlShape` per locale for rendering, kept for the whole build, each with a cache
 * of formatted messages; and the check that turns a message problem met while rendering a page
 * (an id no catalogue has, a value not passed) into a build error naming the page.
 */
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { SitegenError } from '../errors.js';
import type { Locale } from '../shapes.js';
import type { CompiledCatalogues } from './check-messages.js';
import { unknownMessageError } from './load-messages.js';

/** Where messages are being formatted: the page, and the message file a hint should point at. */
export interface MessageSite {
  path: string;
  locale: string;
  file: string;
}

export interface LocaleIntls {
  /** The intl of a locale code. */
  intl(locale: string): IntlShape;
  /** Runs a render step and throws the first message problem it met as a build error. */
  checked<T>(site: MessageSite, step: () => T): T;
}

interface MessageProblem {
  code: string;
  id: string;
  message: string;
  /** Where the page asked for the message (the page's first problem only): its stack, which the build maps to the page's source line. */
  callSite?: Error;
}

/** The stack of a message problem reaches past formatjs's frames into the page's component. */
const CALL_SITE_FRAMES = 40;

function captureCallSite(): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = CALL_SITE_FRAMES;
  const callSite = new Error('message used here');
  Error.stackTraceLimit = limit;
  callSite.name = 'CallSite';
  return callSite;
}

export function createLocaleIntls(locales: Locale[], messages: CompiledCatalogues): LocaleIntls {
  const intlCache = createIntlCache();
  /** Message problems met while rendering the current page: missing ids, values not passed. */
  const problems: MessageProblem[] = [];
  const intls = new Map<string, IntlShape>();
  for (const locale of locales) {
    const intl = createIntl(
      {
        locale: locale.language,
        defaultLocale: 'en-US',
        messages: messages[locale.code] ?? {},
        onError: (error) => {
          const id = (error as { descriptor?: { id?: string } }).descriptor?.id ?? '?';
          // Only the first problem of a page is reported: one stack per page at most.
          problems.push({ code: error.code, id, message: error.message, callSite: problems.length === 0 ? captureCallSite() : undefined });
        },
      },
      intlCache,
    );
    intls.set(locale.code, withMessageCache(problems, intl));
  }
  return {
    intl: (locale) => intls.get(locale)!,
    checked(site, step) {
      problems.length = 0;
      const result = step();
      if (problems[0]) throw messageError(problems[0], site, Object.keys(messages[site.locale] ?? {}));
      return result;
    },
  };
}

function messageError(problem: MessageProblem, { path, locale, file }: MessageSite, ids: string[]): SitegenError {
  if (problem.code === 'MISSING_TRANSLATION')
    return unknownMessageError(problem.id, { locale, route: path, file, ids, callSite: problem.callSite });
  return new SitegenError(
    `Page ${path} (locale ${locale}) could not format message "${problem.id}": ${formatErrorReason(problem.message)}`,
    {
      key: problem.id,
      locale,
      route: path,
      file,
      hint: `Pass every value the message uses (e.g. intl.formatMessage({ id: '${problem.id}' }, { … })), or change the message in ${file}.`,
      cause: problem.callSite,
    },
  );
}

/**
 * The text of a message is the same on every page that formats it with the same values, so it is
 * formatted once: formatjs would otherwise serialize the message's syntax tree into a cache key on
 * every call, which costs more than rendering a typical component. Only messages without values
 * or with string and number values are kept (rich text holds React elements); a message that
 * failed (an unknown id) is not kept, so every page that uses it reports the error.
 */
function withMessageCache(errors: readonly unknown[], intl: IntlShape): IntlShape {
  const format = intl.formatMessage;
  const formatted = new Map<string, string>();
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: { ignoreTag?: boolean }) => {
    const key =
      typeof descriptor.id === 'string' && descriptor.defaultMessage === undefined ? cacheKey(descriptor.id, values, options) : undefined;
    if (key === undefined) return format(descriptor, values as never, options as never);
    let text = formatted.get(key);
    if (text === undefined) {
      const errorsBefore = errors.length;
      const result = format(descriptor, values as never, options as never);
      if (errors.length !== errorsBefore || typeof result !== 'string') return result;
      // Per-page values (a posting's title) would grow the cache without end.
      if (formatted.size >= 10_000) formatted.clear();
      formatted.set(key, (text = result));
    }
    return text;
  }) as IntlShape['formatMessage'];
  intl.formatMessage = formatMessage;
  return intl;
}

/** `id`, plus its values when they are all strings or numbers; undefined when it cannot be cached. */
function cacheKey(
  id: string,
  values: Record<string, unknown> | undefined,
  options: { ignoreTag?: boolean } | undefined,
): string | undefined {
  // <FormattedMessage> always passes { ignoreTag }, which changes how a message with tags reads.
  let key = options?.ignoreTag ? `${id}\u0000ignoreTag` : id;
  if (values === undefined) return key;
  for (const name in values) {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    key += `\u0000${name}\u0001${typeof value === 'number' ? 'n' : 's'}${value}`;
  }
  return key;
}

/** formatjs wraps the reason in a header, ids and a stack; keep the sentence that says what is wrong. */
function formatErrorReason(message: string): string {
  const lines = message.split('\n').map((line) => line.trim());
  const reason = lines.find((line) => line && !/^(\[@formatjs|MessageID:|Default Message:|Description:|Locale:|Error:|at )/.test(line));
  // Messages are passed pre-parsed, so formatjs has no source string to quote.
  return (reason ?? lines[0] ?? message).replace(/ to the string "undefined"$/, '');
}
