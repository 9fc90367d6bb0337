/**
 * The check verdict an in-place build reuses (src/build/incremental/incremental.ts knownVerdict)
 * needs each rendered page scanned as before: a scan compared with the recorded one, as unpacked.
 */
import { describe, expect, it } from 'vitest';
import { sameScan } from '../../src/build/incremental/cached-pages.js';
import { packFile, StringTable, unpackFile } from '../../src/build/incremental/packed-files.js';
import type { PageScan } from '../../src/check/scan-page.js';

const scan: PageScan = {
  problems: [{ rule: 'page', message: 'No <h1>.', severity: 'error' }],
  lang: 'de-DE',
  canonicals: ['https://example.com/de/'],
  alternates: ['en', 'https://example.com/en/'],
  ids: ['main'],
  references: 'a\0link\0/de/jobs/1/\0a\0link\0/de/jobs/2/\0',
  boot: '{"release":"x"}',
};

describe('a rendered page scanned as before', () => {
  it('is the same scan after the record packed and unpacked it', () => {
    const table = new StringTable();
    const file = unpackFile(packFile({ file: 'de/index.html', bytes: 1, scan }, table), table.strings);
    expect(sameScan(file.scan!, scan)).toBe(true);
  });

  it.each<[string, Partial<PageScan>]>([
    ['a reference more', { references: `${scan.references}a\0link\0/de/jobs/3/\0` }],
    ['another language', { lang: 'de-AT' }],
    ['no language', { lang: undefined }],
    ['a base', { base: '/' }],
    ['other boot data', { boot: '{}' }],
    ['another canonical', { canonicals: ['https://example.com/de/x/'] }],
    ['an alternate less', { alternates: [] }],
    ['an id more', { ids: ['main', 'top'] }],
    ['no problems', { problems: undefined }],
  ])('differs with %s', (_, change) => {
    expect(sameScan({ ...scan, ...change }, scan)).toBe(false);
  });
});
