import { describe, expect, it } from 'vitest';
import { withMarkdownHtml } from '../../src/content/markdown.js';

const entry = () => withMarkdownHtml({ id: 'pv-installer', locale: 'en', file: 'content/en/pv-installer.md', data: { title: 'PV installer' }, body: '## Your tasks\n\n- Mounting **panels**\n' });

describe('a collection entry’s Markdown', () => {
  it('is rendered to HTML when a page reads entry.html', () => {
    expect(entry().html).toBe('<h2>Your tasks</h2>\n<ul>\n<li>Mounting <strong>panels</strong></li>\n</ul>\n');
  });

  it('travels as Markdown only: html is not enumerable, so JSON (the build id) and copies for workers leave it out', () => {
    const posting = entry();
    expect(Object.keys(posting)).toEqual(['id', 'locale', 'file', 'data', 'body']);
    expect(JSON.parse(JSON.stringify(posting))).not.toHaveProperty('html');
    expect(structuredClone(posting)).not.toHaveProperty('html');
  });

  it('is given back to a copy that lost it, and an entry that has html keeps it', () => {
    const copy = withMarkdownHtml(structuredClone(entry()));
    expect(copy.html).toContain('<h2>Your tasks</h2>');
    const written = { id: 'x', locale: 'de', file: 'x.md', data: {}, body: '# ignored', html: '<p>given</p>' };
    expect(withMarkdownHtml(written).html).toBe('<p>given</p>');
  });
});
