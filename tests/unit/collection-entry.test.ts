import { describe, expect, it } from 'vitest';
import { checkEntryIds, ENTRY_ID } from '../../src/content/collection-entry.js';

const dir = 'site/content/careers';

describe('ENTRY_ID', () => {
  it.each(['pv-installer', 'electrician', 'job2026', 'a-1-b'])('accepts the slug %s', (id) => {
    expect(ENTRY_ID.test(id)).toBe(true);
  });

  it.each(['PV-Installer', 'pv_installer', 'pv installer', '-pv', 'pv-', 'pv--installer', 'elektriker-in-mönchengladbach', ''])(
    'rejects %j',
    (id) => {
      expect(ENTRY_ID.test(id)).toBe(false);
    },
  );
});

describe('checkEntryIds', () => {
  it('accepts slug ids that exist in every locale', () => {
    expect(
      checkEntryIds({
        collection: 'careers',
        dir,
        idsByLocale: { de: ['electrician', 'pv-installer'], en: ['electrician', 'pv-installer'] },
      }),
    ).toEqual([]);
  });

  it('reports a non-slug id in every locale it is in, suggesting a slug', () => {
    const problems = checkEntryIds({ collection: 'careers', dir, idsByLocale: { de: ['PV_Installer'], en: ['PV_Installer'] } });
    expect(problems).toEqual([
      { file: 'site/content/careers/de/PV_Installer.md', locale: 'de', key: 'id', message: expect.stringContaining('"pv-installer.md"') },
      { file: 'site/content/careers/en/PV_Installer.md', locale: 'en', key: 'id', message: expect.stringContaining('"pv-installer.md"') },
    ]);
    expect(problems[0]!.message).toMatch(/"PV_Installer" is not a valid careers id/);
  });

  it.each(['con', 'aux', 'nul', 'prn', 'com1', 'com9', 'lpt1', 'lpt9', 'com0'])(
    'refuses the id %s, a device name Windows reserves, naming the file in every locale',
    (id) => {
      const problems = checkEntryIds({ collection: 'careers', dir, idsByLocale: { de: [id, 'electrician'], en: [id, 'electrician'] } });
      expect(problems.map((problem) => problem.file)).toEqual([`${dir}/de/${id}.md`, `${dir}/en/${id}.md`]);
      expect(problems[0]!.message).toContain(`"${id}" is a device name Windows reserves`);
      expect(problems[0]!.message).toContain(`rename the file, e.g. to "${id}-1.md"`);
    },
  );

  it.each(['console', 'com10', 'lpt-1', 'auxiliary', 'null'])('accepts %s, which Windows does not reserve', (id) => {
    expect(checkEntryIds({ collection: 'careers', dir, idsByLocale: { de: [id], en: [id] } })).toEqual([]);
  });

  it('reports an id missing from one locale, naming the file to add', () => {
    const problems = checkEntryIds({
      collection: 'careers',
      dir,
      idsByLocale: { de: ['electrician', 'pv-installer'], en: ['electrician'] },
    });
    expect(problems).toEqual([
      {
        file: 'site/content/careers/en/pv-installer.md',
        locale: 'en',
        key: 'id',
        message: expect.stringContaining('exists in de but not in en'),
      },
    ]);
    expect(problems[0]!.message).toContain('add site/content/careers/en/pv-installer.md or remove it everywhere');
  });

  it('reports an id that exists only in the English folder', () => {
    const problems = checkEntryIds({ collection: 'careers', dir, idsByLocale: { de: [], en: ['electrician'] } });
    expect(problems.map((problem) => [problem.file, problem.locale])).toEqual([['site/content/careers/de/electrician.md', 'de']]);
  });

  it('reports every bad id at once', () => {
    const problems = checkEntryIds({ collection: 'careers', dir, idsByLocale: { de: ['a', 'Bad Name', 'c'], en: ['Bad Name'] } });
    expect(problems.map((problem) => problem.file)).toEqual([
      'site/content/careers/de/Bad Name.md',
      'site/content/careers/en/Bad Name.md',
      'site/content/careers/en/a.md',
      'site/content/careers/en/c.md',
    ]);
  });
});
