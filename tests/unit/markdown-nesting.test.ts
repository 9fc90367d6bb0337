/**
 * Deep Markdown (issue 26): nesting is measured before marked sees a body, which would overflow
 * the stack at 10,000 levels and take seconds at a few hundred, and a body marked cannot render
 * fails naming the entry's file instead of the site's code.
 */
import { describe, expect, it } from 'vitest';
import { withMarkdownHtml } from '../../src/content/markdown.js';
import { findDeepNesting, MAX_MARKDOWN_NESTING } from '../../src/content/markdown-nesting.js';
import { isSitegenError } from '../../src/errors.js';

const nestedList = (levels: number) => Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');

/** The error reading an entry's html throws, as a page rendering it would meet it. */
function renderError(body: string): unknown {
  try {
    void withMarkdownHtml({ id: 'deep', locale: 'en', file: 'content/posts/en/deep.md', data: {}, body }).html;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('findDeepNesting', () => {
  it.each([
    ['10,000 nested block quotes', '>'.repeat(10_000) + ' deep\n', 1],
    ['block quotes written "> > >"', 'Intro\n\n' + '> '.repeat(500) + 'deep\n', 3],
    ['1,000 nested list levels by indentation', nestedList(1_000), MAX_MARKDOWN_NESTING + 1],
    ['10,000 list markers on one line', '- '.repeat(10_000) + 'x', 1],
    ['numbered and mixed markers', '> 1. - '.repeat(400) + 'x', 1],
    ['indentation in tabs', 'x\n' + '\t'.repeat(60) + '- x', 2],
  ])('finds %s, and the line', (_, body, line) => {
    const found = findDeepNesting(body);
    expect(found?.line).toBe(line);
    expect(found!.depth).toBeGreaterThan(MAX_MARKDOWN_NESTING);
  });

  it.each([
    ['a real posting', '## Tasks\n\n- Mounting **panels**\n  - on roofs\n\n> A quote\n> > and a reply\n'],
    ['100 levels, the limit', nestedList(MAX_MARKDOWN_NESTING)],
    ['a thematic break of 5,000 dashes', '-'.repeat(5_000)],
    ['a blank line of 1,000 spaces', 'a\n' + ' '.repeat(1_000) + '\nb'],
    ['deep indentation inside a fenced code block', '```json\n' + ' '.repeat(400) + '"x": 1\n```\nafter'],
    ['a number of 300 digits', '1'.repeat(300)],
  ])('lets %s through', (_, body) => {
    expect(findDeepNesting(body)).toBeUndefined();
  });

  it('still finds deep nesting after a fenced code block has closed', () => {
    expect(findDeepNesting('~~~\ncode\n~~~\n' + '>'.repeat(200))?.line).toBe(4);
  });

  it('takes linear time: a megabyte of deep lines is measured in well under a second', () => {
    const body = ('>'.repeat(99) + ' x\n').repeat(10_000);
    const started = performance.now();
    expect(findDeepNesting(body)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('rendering a deep or unrenderable body', () => {
  it('fails naming the entry file and the line, not the site code, for 10,000 nested block quotes', () => {
    const error = renderError('Intro\n\n' + '>'.repeat(10_000) + ' deep');
    expect(isSitegenError(error)).toBe(true);
    expect((error as Error).message).toBe(
      `content/posts/en/deep.md: Markdown nests 10000 levels deep at line 3 of its body (block quotes and lists); sitegen renders at most ${MAX_MARKDOWN_NESTING}, so flatten them there`,
    );
  });

  it('fails naming the file when marked itself gives up (10,000 nested emphasis markers), without marked\'s "report this" line', () => {
    const error = renderError('*'.repeat(10_000) + 'a' + '*'.repeat(10_000));
    expect(isSitegenError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^content\/posts\/en\/deep\.md: the Markdown body could not be rendered \(Maximum call stack/);
    expect((error as Error).message).not.toContain('report this');
  });
});
