/** `sitegen dev` watches what the config names (src/dev/watched-paths.ts), never fixed folder names. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIgnored, watchedPaths } from '../../src/dev/watched-paths.js';

const root = path.resolve('/project');
const at = (relative: string) => path.join(root, relative);
const config = {
  root,
  configFile: at('generator.config.ts'),
  messagesDir: at('texts'),
  publicDir: at('web/static'),
  pagesDir: at('web/pages'),
  app: at('web/app.tsx'),
  collections: { projects: { dir: at('content/projects'), schema: undefined as never } },
  islands: { 'contact-form': at('web/islands/contact-form.tsx') },
};

describe('watchedPaths', () => {
  it('watches the folders and files the config names, wherever they are', () => {
    const paths = watchedPaths(config);
    for (const expected of ['generator.config.ts', 'texts', 'web/static', 'web/pages', 'web', 'content/projects', 'web/islands'])
      expect(paths).toContain(at(expected));
  });

  it('watches no folder the config does not name', () => {
    expect(watchedPaths(config)).not.toContain(at('site'));
    expect(watchedPaths(config)).not.toContain(at('messages'));
  });
});

describe('isIgnored', () => {
  it.each([
    ['node_modules/react/index.js', true],
    ['.sitegen/cache/x.mjs', true],
    ['dist/index.html', true],
    ['web/pages/home.tsx', false],
  ])('%s: %s', (file, ignored) => {
    expect(isIgnored(at(file), at('dist'))).toBe(ignored);
  });
});
