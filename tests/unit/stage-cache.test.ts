import { describe, expect, it } from 'vitest';
import { ALL_STAGES, StageCache, stagesForChange } from '../../src/build/stage-cache.js';

const config = {
  configFile: '/p/generator.config.ts',
  messagesDir: '/p/messages',
  publicDir: '/p/site/public',
  collections: { careers: { dir: '/p/site/content/careers', schema: undefined as never } },
};

describe('stagesForChange: what a dev edit rebuilds', () => {
  it('a message file re-reads the messages only', () => {
    expect(stagesForChange('/p/messages/de.json', config)).toEqual(['messages']);
  });
  it('a posting re-reads its collection only', () => {
    expect(stagesForChange('/p/site/content/careers/en/pv-monteur.md', config)).toEqual(['collections']);
  });
  it('a public file is copied again, nothing compiled', () => {
    expect(stagesForChange('/p/site/public/logo.svg', config)).toEqual(['public']);
  });
  it('code (pages, components, islands, theme) rebuilds both bundles', () => {
    expect(stagesForChange('/p/site/pages/home.tsx', config)).toEqual(['server', 'client']);
    expect(stagesForChange('/p/site/theme.ts', config)).toEqual(['server', 'client']);
  });
  it('the config invalidates everything', () => {
    expect(stagesForChange('/p/generator.config.ts', config)).toEqual([...ALL_STAGES]);
  });
  it('a sibling folder with a similar name is not inside', () => {
    expect(stagesForChange('/p/messages-old/de.json', config)).toEqual(['server', 'client']);
  });
});

describe('StageCache', () => {
  it('reuses a result until its stage is invalidated', async () => {
    const cache = new StageCache();
    let runs = 0;
    const run = () => Promise.resolve(++runs);
    expect(await cache.get('messages', run)).toBe(1);
    expect(await cache.get('messages', run)).toBe(1);
    cache.invalidate(['server']);
    expect(await cache.get('messages', run)).toBe(1);
    cache.invalidate(['messages']);
    expect(await cache.get('messages', run)).toBe(2);
  });

  it('never keeps a failed stage, so fixing the file is enough', async () => {
    const cache = new StageCache();
    await expect(cache.get('server', () => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    await Promise.resolve();
    expect(await cache.get('server', () => Promise.resolve('compiled'))).toBe('compiled');
  });

  it('drops everything when the config changes', async () => {
    const cache = new StageCache();
    cache.useConfig('a');
    await cache.get('client', () => Promise.resolve('old'));
    cache.useConfig('a');
    expect(await cache.get('client', () => Promise.resolve('new'))).toBe('old');
    cache.useConfig('b');
    expect(await cache.get('client', () => Promise.resolve('new'))).toBe('new');
  });
});
