/**
 * A site grows without touching sitegen (issue 14's newcomer tasks, ARCHITECTURE.md "Where a
 * change goes"): tests/fixtures/newcomer adds to the basic fixture a third locale (its config, a
 * message file and a content folder) and a second collection (its config, a Markdown folder and a
 * page module), and nothing else; the build and its checks pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';

describe('a site with a third locale and a second collection', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await copyFixture('newcomer');
    const result = await runCli(['build'], fixture.dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
  afterAll(() => fixture.remove());

  it('renders every page under /fr/ in French, with its lang and the posts in French', async () => {
    const home = await fixture.read('dist/fr/index.html');
    expect(home).toContain('<html lang="fr-FR"');
    expect(home).toContain('Bienvenue');
    expect(await fixture.read('dist/fr/about/index.html')).toContain('À propos');
    const post = await fixture.read('dist/fr/posts/first-post/index.html');
    expect(post).toContain('<h1>Premier article</h1>');
    expect(post).toContain('Bonjour <strong>le monde</strong>.');
    expect(await fixture.read('dist/fr/404.html')).toContain('Page introuvable');
  });

  it('links every variant to all three languages, and the sitemap lists the French pages', async () => {
    for (const file of ['dist/index.html', 'dist/en/about/index.html', 'dist/fr/posts/second-post/index.html']) {
      const html = await fixture.read(file);
      for (const language of ['de-DE', 'en-US', 'fr-FR']) expect(html).toContain(`hreflang="${language}"`);
    }
    expect(await fixture.read('dist/sitemap.xml')).toContain('https://fixture.example/fr/posts/first-post/');
  });

  it('renders a page per entry of the second collection in every locale, from its Markdown and typed front matter', async () => {
    const german = await fixture.read('dist/projects/school-lighting/index.html');
    expect(german).toContain('<h1>Schulsanierung Lindenweg</h1>');
    expect(german).toContain('Neue Beleuchtung für <strong>24 Klassenräume</strong>.');
    expect(await fixture.read('dist/en/projects/school-lighting/index.html')).toContain('City of Musterstadt, 2025');
    expect(await fixture.read('dist/fr/projects/school-lighting/index.html')).toContain('Nouvel éclairage');
    expect(JSON.parse(await fixture.read('dist/fr/projects/school-lighting/_payload.json'))).toBeTruthy();
  });
});
