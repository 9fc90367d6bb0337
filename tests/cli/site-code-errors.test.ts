/**
 * An error thrown in the site's own code is reported at the line that threw in the site's source
 * (CONTRACT: errors name file, key or route, and the fix), not in the compiled bundle in
 * `.sitegen/cache/` nor in sitegen's own files: from `sitegen build` (on the main thread and in
 * render workers), `sitegen dev`, and the programmatic `build()`, with the route and locale of the
 * page whose rendering failed.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, copyFixture, runCli, type CliResult, type Fixture } from '../helpers/fixture.js';

/** Throws on line 6 (the error made at column 43), in the English pages only. */
const TEAM_LIST = `import { useIntl } from 'react-intl';

type Member = { name: string };

export function TeamList({ team }: { team?: Member[] }) {
  if (useIntl().locale === 'en-US') throw new TypeError('team is undefined');
  return <ul>{(team ?? []).map((member) => <li key={member.name}>{member.name}</li>)}</ul>;
}
`;
const THROWN_AT = 'site/components/team-list.tsx:6:43';

async function siteWithThrowingComponent(): Promise<Fixture> {
  const fixture = await copyFixture('basic');
  await mkdir(fixture.path('site/components'));
  await writeFile(fixture.path('site/components/team-list.tsx'), TEAM_LIST);
  await fixture.edit('site/pages/about.tsx', (text) =>
    `import { TeamList } from '../components/team-list.js';\n${text}`
      .replace('component: () => <h1>', 'component: () => <><TeamList /><h1>')
      .replace('</h1>,', '</h1></>,'),
  );
  return fixture;
}

function expectNamesTheSource(output: string): void {
  expect(output).toMatch(/Rendering page \/en\/about\/ \(locale en, module "about"\) failed: TypeError: team is undefined/);
  expect(output).toContain(`thrown at ${THROWN_AT}`);
  expect(output).toContain(`Fix the code at ${THROWN_AT}.`);
  expect(output).not.toMatch(/\.sitegen[/\\]cache|cli-bundle|Internal error/);
}

describe('errors in the site code', () => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.remove();
    fixture = undefined;
  });

  it.each([['0'], ['2']])('sitegen build --workers %s names the component source line, the route and the locale', async (workers) => {
    fixture = await siteWithThrowingComponent();

    const result = await runCli(['build', '--workers', workers], fixture.dir);

    expect(result.code).toBe(1);
    expectNamesTheSource(result.stderr);
  });

  it('names the Markdown file a page was rendering when its content makes a component throw', async () => {
    fixture = await copyFixture('basic');
    await fixture.edit('site/pages/post.tsx', (text) =>
      text.replace(
        '<h1>{entry!.data.title}</h1>',
        "<h1>{entry!.data.title.includes('!') ? (() => { throw new Error('no exclamation marks'); })() : entry!.data.title}</h1>",
      ),
    );
    await fixture.edit('content/posts/en/second-post.md', (text) => text.replace(/^title: (.*)$/m, 'title: $1!'));

    const result = await runCli(['build'], fixture.dir);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no exclamation marks');
    expect(result.stderr).toMatch(/thrown at site\/pages\/post\.tsx:\d+:\d+/);
    expect(result.stderr).toContain('while rendering content/posts/en/second-post.md');
    expect(result.stderr).toMatch(/Fix the code at site\/pages\/post\.tsx:\d+:\d+, or the content in content\/posts\/en\/second-post\.md/);
  });

  it('names the line of a module that throws when it is loaded', async () => {
    fixture = await siteWithThrowingComponent();
    await fixture.edit('site/components/team-list.tsx', (text) => `${text}\nconst settings = JSON.parse('{');\nexport { settings };\n`);

    const result = await runCli(['build'], fixture.dir);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Loading the site's app and page modules failed: SyntaxError");
    expect(result.stderr).toContain('thrown at site/components/team-list.tsx:10:23');
  });

  it('the programmatic build() names it too, in a process without source maps switched on', async () => {
    fixture = await siteWithThrowingComponent();
    const script = `import('sitegen').then(({ build }) => build({ root: process.cwd() })).then(
      () => process.exit(0),
      (error) => { process.stderr.write(error.message + '\\nFix the code at ' + /thrown at (\\S+)/.exec(error.message)?.[1] + '.'); process.exit(1); });`;

    const result = await new Promise<CliResult>((resolve) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: fixture!.dir });
      let [stdout, stderr] = ['', ''];
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    });

    expect(result.code).toBe(1);
    expectNamesTheSource(result.stderr);
  });

  it('sitegen dev names it when its first build fails, and keeps running', async () => {
    fixture = await siteWithThrowingComponent();
    const child = spawn(process.execPath, [CLI, 'dev', '--port', '0', '--host', '127.0.0.1'], { cwd: fixture.dir });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const seen = () => /sitegen dev at /.test(output) && output.includes('Fix the code at') && resolve();
        child.stdout.on('data', (chunk: Buffer) => ((output += chunk.toString()), seen()));
        child.stderr.on('data', (chunk: Buffer) => ((output += chunk.toString()), seen()));
        child.once('exit', (code) => reject(new Error(`sitegen dev exited with ${code}:\n${output}`)));
      });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    expectNamesTheSource(output);
  });
});
