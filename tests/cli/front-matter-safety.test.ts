/**
 * Front matter is data: `sitegen build` never runs it, never expands it without bound, and never
 * publishes a date other than the one written. Each case breaks one entry of the basic fixture.
 */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, type Fixture } from '../helpers/fixture.js';
import { expectUserError } from './cli-helpers.js';

const ENTRY = 'content/posts/de/first-post.md';

describe('sitegen build on hostile front matter', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it('never runs ---js front matter: exit 1 naming the file, and the code did not write its file', async () => {
    fixture = await copyFixture('basic');
    const marker = fixture.path('front-matter-ran');
    const code = `({ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Erster Beitrag'), date: '2026-01-02' })`;
    await fixture.write(ENTRY, `---js\n${code}\n---\n\nHallo **Welt**.\n`);

    const result = await runCli(['build'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toContain(ENTRY);
    expect(result.stderr).toContain('front matter is marked as "js", which sitegen does not read');
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses an alias bomb in a date field promptly, in a message of a few lines', async () => {
    fixture = await copyFixture('basic');
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdef'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdef'[index]}`).join(',')}]`),
    ];
    await fixture.write(ENTRY, `---\ntitle: Erster Beitrag\n${bomb.join('\n')}\ndate: [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n---\n\nHallo.\n`);

    const result = await runCli(['build'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toContain(ENTRY);
    expect(result.stderr).toContain('front matter uses YAML aliases (*name) that expand past 100 copies; write the values out instead');
    expect(result.stderr.length).toBeLessThan(2000);
  });

  it('refuses front matter nested thousands deep without crashing the process', async () => {
    fixture = await copyFixture('basic');
    await fixture.write(ENTRY, `---\ntitle: Erster Beitrag\ndate: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n---\n`);

    const result = await runCli(['build'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toContain(`${ENTRY}, locale "de": front matter is nested too deeply to read`);
  });

  it.each(['2026-02-31', '2026-13-45', '0000-00-00'])('refuses the impossible date %s, naming file and field', async (date) => {
    fixture = await copyFixture('basic');
    await fixture.edit(ENTRY, (text) => text.replace('date: 2026-01-02', `date: ${date}`));

    const result = await runCli(['build'], fixture.dir);

    expectUserError(result);
    expect(result.stderr).toContain(ENTRY);
    expect(result.stderr).toContain('key "date"');
    expect(result.stderr).toContain(`"${date}" is not a real date`);
  });
});
