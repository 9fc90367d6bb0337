/** The report a failed check prints: grouped by rule, one line for a problem repeated on many pages. */
import { describe, expect, it } from 'vitest';
import { countProblems, formatCheckReport } from '../../src/check/format-report.js';
import type { CheckProblem } from '../../src/check/problem.js';

const broken = (file: string): CheckProblem => ({
  file,
  rule: 'links',
  severity: 'error',
  message: 'link to /gone/ does not resolve (no gone/index.html in the output). Fix the href or add the route.',
});

describe('formatCheckReport', () => {
  it('groups by rule and folds the same problem on many pages into one line', () => {
    const problems: CheckProblem[] = [
      { file: 'about/index.html', rule: 'page', severity: 'error', message: 'has no <h1>; give the page exactly one main heading' },
      broken('index.html'),
      broken('de/index.html'),
      broken('en/index.html'),
    ];
    expect(formatCheckReport(problems)).toBe(
      [
        'Title, description and h1 (1)',
        '  - about/index.html: has no <h1>; give the page exactly one main heading',
        'Links (3)',
        '  - index.html and 2 other files: link to /gone/ does not resolve (no gone/index.html in the output). Fix the href or add the route.',
      ].join('\n'),
    );
  });

  it('shows at most the limit and counts the rest', () => {
    const problems = Array.from({ length: 60 }, (_, index): CheckProblem => ({
      file: `p${index}/index.html`,
      rule: 'page',
      severity: 'error',
      message: `problem ${index}`,
    }));
    const lines = formatCheckReport(problems, 50).split('\n');
    expect(lines).toHaveLength(52);
    expect(lines.at(-1)).toBe('  … and 10 more not shown');
  });

  it('marks warnings', () => {
    expect(
      formatCheckReport([
        { file: 'a/index.html', rule: 'json-ld', severity: 'warning', message: 'JSON-LD: JobPosting lacks "validThrough"' },
      ]),
    ).toContain('a/index.html: warning: JSON-LD');
  });
});

describe('countProblems', () => {
  it('counts problems, the files they are in, and warnings apart', () => {
    expect(countProblems([broken('a.html'), broken('b.html'), { ...broken('a.html'), severity: 'warning' }])).toBe(
      '2 problems in 2 files, 1 warning',
    );
    expect(countProblems([broken('a.html')])).toBe('1 problem in 1 file');
  });
});
