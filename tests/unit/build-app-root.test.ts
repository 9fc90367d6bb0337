/**
 * Config `appRoot`: by default the layout renders inside `<body><div id="app">`; with 'body' it
 * renders straight into `<body>`, and the runtime is told so to swap the body's content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.js';
import type { BootData, Payload } from '../../src/shapes.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';

const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };

function text(files: Map<string, string | Uint8Array>, file: string): string {
  const content = files.get(file);
  if (content === undefined) throw new Error(`${file} was not built`);
  return typeof content === 'string' ? content : Buffer.from(content).toString('utf8');
}

const bodyOf = (html: string) => /<body>\n([\s\S]*)\n<\/body>/.exec(html)![1]!;
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="sitegen-boot">([^<]*)<\/script>/.exec(html)![1]!) as BootData;

describe('appRoot', () => {
  let fixture: Fixture;
  let wrapped: Map<string, string | Uint8Array>;
  let bare: Map<string, string | Uint8Array>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    wrapped = (await build({ root: fixture.dir, write: false, env: EPOCH })).files!;
    await fixture.edit('generator.config.ts', (code) => code.replace('icons: {', "appRoot: 'body',\n  icons: {"));
    bare = (await build({ root: fixture.dir, write: false, env: EPOCH })).files!;
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  it('wraps the layout in <div id="app"> by default, and tells the runtime nothing more', () => {
    const html = text(wrapped, 'en/about/index.html');
    const payload = JSON.parse(text(wrapped, 'en/about/_payload.json')) as Payload;
    expect(bodyOf(html)).toBe(`<div id="app">${payload.html}</div>`);
    expect(bootOf(html)).not.toHaveProperty('appRoot');
  });

  it.each(['index.html', 'en/about/index.html', 'posts/first-post/index.html', '404.html', 'en/404.html'])(
    "renders the layout straight into <body> of %s with appRoot: 'body'",
    (file) => {
      const html = text(bare, file);
      expect(html).not.toContain('id="app"');
      expect(bodyOf(html)).toMatch(/^<header/);
      expect(bodyOf(html)).toMatch(/<\/main>$/);
      expect(bootOf(html).appRoot).toBe('body');
    },
  );

  it("gives the payload the body's content, which the runtime swaps in", () => {
    const payload = JSON.parse(text(bare, 'en/about/_payload.json')) as Payload;
    expect(bodyOf(text(bare, 'en/about/index.html'))).toBe(payload.html);
  });

  it('changes only the wrapper: head and page content are the same as with the default', () => {
    const withoutWrapper = (html: string) => html.replace('<div id="app">', '').replace('</div>\n</body>', '\n</body>');
    const stripBoot = (html: string) =>
      html.replace(/<script type="application\/json" id="sitegen-boot">[^<]*<\/script>/, '').replace(/_sitegen\/[^"]*/g, '');
    expect(stripBoot(text(bare, 'en/about/index.html'))).toBe(stripBoot(withoutWrapper(text(wrapped, 'en/about/index.html'))));
  });
});
