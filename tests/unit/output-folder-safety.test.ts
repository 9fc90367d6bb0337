/**
 * A build replaces its output folder whole, so the folder may be nothing the project needs: the
 * decision, from resolved paths and what stands at the output path.
 */
import { describe, expect, it } from 'vitest';
import { outputFolderProblem, type OutputFolderFacts } from '../../src/build/output-folder-safety.js';

const ROOT = '/home/ada/site';
const sources = [
  { label: 'the config file', path: `${ROOT}/generator.config.ts`, noOutputInside: false },
  { label: 'the messages folder', path: `${ROOT}/messages`, noOutputInside: true },
  { label: 'the public folder', path: `${ROOT}/site/public`, noOutputInside: true },
  { label: "the app module's folder", path: `${ROOT}/site`, noOutputInside: true },
  { label: 'the installed packages', path: `${ROOT}/node_modules`, noOutputInside: true },
  { label: "sitegen's cache folder", path: `${ROOT}/.sitegen`, noOutputInside: false },
];

function facts(outDir: string, more: Partial<OutputFolderFacts> = {}): OutputFolderFacts {
  return {
    outDir,
    root: ROOT,
    realOutDir: outDir,
    realRoot: ROOT,
    protectedPaths: sources,
    contents: 'missing',
    caseInsensitive: false,
    ...more,
  };
}

const refusal = (input: OutputFolderFacts) => outputFolderProblem(input)?.message;

describe('outputFolderProblem', () => {
  it('refuses an output folder that is the project root', () => {
    expect(refusal(facts(ROOT, { contents: 'foreign' }))).toMatch(/output folder \.\/ .* is the project folder.*delete the project/);
  });

  it('refuses an output folder that contains the project (.., /, the home folder)', () => {
    for (const folder of ['/home/ada', '/home', '/'])
      expect(refusal(facts(folder, { contents: 'foreign' }))).toContain('contains the project folder');
  });

  it('refuses an output folder that is a source the config names', () => {
    expect(refusal(facts(`${ROOT}/messages`))).toBe(
      'The output folder messages/ is the messages folder (messages): a build replaces its output folder, so this would delete it',
    );
    expect(refusal(facts(`${ROOT}/site`))).toContain("is the app module's folder (site)");
    expect(refusal(facts(`${ROOT}/node_modules`))).toContain('is the installed packages');
    expect(refusal(facts(`${ROOT}/.sitegen`))).toContain("is sitegen's cache folder");
  });

  it('refuses an output folder that contains a source', () => {
    expect(refusal(facts(`${ROOT}/site`, { protectedPaths: sources.slice(2, 3) }))).toContain('contains the public folder (site/public)');
  });

  it('refuses an output folder inside a source folder', () => {
    expect(refusal(facts(`${ROOT}/site/public/dist`))).toContain('lies inside the public folder (site/public), which the build reads');
    expect(refusal(facts(`${ROOT}/site/out`))).toContain("lies inside the app module's folder (site)");
    expect(refusal(facts(`${ROOT}/node_modules/.cache/out`))).toContain('lies inside the installed packages');
  });

  it('takes the real path: a symlink to the project is the project', () => {
    expect(refusal(facts(`${ROOT}/link`, { realOutDir: ROOT }))).toContain('is the project folder');
  });

  it('compares without case where the file system ignores it', () => {
    expect(refusal(facts(`${ROOT}/Messages`, { caseInsensitive: true }))).toContain('is the messages folder');
    expect(refusal(facts(`${ROOT}/Messages`, { caseInsensitive: false }))).toBeUndefined();
  });

  it('refuses to replace a folder of files sitegen did not write, naming the folder and the fix', () => {
    const error = outputFolderProblem(facts('/home/ada/photos', { contents: 'foreign' }));
    expect(error?.message).toBe(
      'The output folder /home/ada/photos/ holds files sitegen did not write (it has no _sitegen/builds/latest.json), and a build replaces the whole folder',
    );
    expect(error?.hint).toContain('Empty or remove /home/ada/photos/');
    expect(refusal(facts(`${ROOT}/dist`, { contents: 'file' }))).toBe('The output folder dist/ is a file, not a folder');
  });

  it('accepts a missing or empty folder and an earlier sitegen output, in the project or outside it', () => {
    for (const contents of ['missing', 'empty', 'release'] as const) {
      expect(refusal(facts(`${ROOT}/dist`, { contents }))).toBeUndefined();
      expect(refusal(facts('/var/www/site', { contents }))).toBeUndefined();
      expect(refusal(facts(`${ROOT}/.sitegen/dev`, { contents }))).toBeUndefined();
    }
  });

  it('accepts an output folder beside a source whose name starts the same', () => {
    expect(refusal(facts(`${ROOT}/messages-out`))).toBeUndefined();
    expect(refusal(facts(`${ROOT}/site-dist`))).toBeUndefined();
  });

  it('accepts an output in the project when a source folder holds the whole project', () => {
    const above = [{ label: 'the folder of collection "x"', path: '/home/ada', noOutputInside: true }];
    expect(refusal(facts(`${ROOT}/dist`, { protectedPaths: above }))).toBeUndefined();
  });
});
