import { describe, expect, it } from 'vitest';
import { formatError, formatProblem, isSitegenError, problemsError, SitegenError } from '../../src/errors.js';

describe('formatError', () => {
  it('prints a user mistake with every problem and the hint, without a stack', () => {
    const error = problemsError(
      'The message files have errors',
      [
        { file: 'messages/en.json', locale: 'en', key: 'home.extra', message: 'missing; it exists in messages/de.json' },
        { file: 'messages/de.json', locale: 'de', key: 'greeting', message: 'invalid ICU message syntax' },
      ],
      'Fix the messages in messages/.',
    );
    expect(formatError(error)).toBe(
      [
        'The message files have errors (2 problems)',
        '  - messages/en.json, locale "en", key "home.extra": missing; it exists in messages/de.json',
        '  - messages/de.json, locale "de", key "greeting": invalid ICU message syntax',
        '',
        'Fix the messages in messages/.',
      ].join('\n'),
    );
  });

  it('prints a single SitegenError as its message and hint', () => {
    const text = formatError(new SitegenError('Port 3000 on 127.0.0.1 is already in use', { hint: 'Pick another port with --port 3001.' }));
    expect(text).toBe('Port 3000 on 127.0.0.1 is already in use\n\nPick another port with --port 3001.');
    expect(text).not.toMatch(/^\s+at /m);
    expect(text).not.toMatch(/^Error:/);
  });

  it('recognises a SitegenError from another copy of the module (the site bundle)', () => {
    const foreign = Object.assign(new Error('Page /x/ uses message "a"'), {
      [Symbol.for('sitegen.error')]: true,
      problems: [],
      hint: 'Add "a".',
    });
    expect(isSitegenError(foreign)).toBe(true);
    expect(formatError(foreign)).toBe('Page /x/ uses message "a"\n\nAdd "a".');
  });

  it('prints any other error as an internal error with its stack', () => {
    const text = formatError(new TypeError('cannot read x of undefined'));
    expect(text).toMatch(/^Internal error: TypeError: cannot read x of undefined/);
    expect(text).toMatch(/^\s+at /m);
    expect(text).toMatch(/bug in sitegen/);
  });

  it('prints a thrown non-error as an internal error', () => {
    expect(formatError('boom')).toMatch(/^Internal error: .*boom/);
  });
});

describe('problemsError', () => {
  it('says "1 problem" for one and keeps the problems', () => {
    const error = problemsError('The content has errors', [{ message: 'x' }]);
    expect(error.message).toBe('The content has errors (1 problem)');
    expect(error.problems).toEqual([{ message: 'x' }]);
    expect(isSitegenError(error)).toBe(true);
  });
});

describe('formatProblem', () => {
  it.each([
    [{ message: 'm' }, 'm'],
    [{ file: 'generator.config.ts', key: 'siteUrl', message: 'm' }, 'generator.config.ts, key "siteUrl": m'],
    [
      { file: 'generator.config.ts', route: '/about-us/', key: 'routes.1.page', message: 'm' },
      'generator.config.ts, route /about-us/, key "routes.1.page": m',
    ],
    [
      { file: 'site/content/careers/en/x.md', locale: 'en', key: 'id', message: 'm' },
      'site/content/careers/en/x.md, locale "en", key "id": m',
    ],
  ])('prints %o as %s', (problem, text) => {
    expect(formatProblem(problem)).toBe(text);
  });
});
