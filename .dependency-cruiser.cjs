/**
 * The import rules of src/ (ARCHITECTURE.md, "Code map"; DESIGN.md §1), checked by `npm run lint:imports`
 * and so by `npm test`: floors import only downward, no circles, src/ never imports the company site,
 * browser code never imports Node or anything that does.
 */

/** The floors of src/, top first. A file may import its own floor and the floors below it. */
const FLOORS = [
  ['cli', 'index.ts'],
  ['dev'],
  ['init'],
  ['serve'],
  ['build'],
  ['output'],
  ['check'],
  ['bundle'],
  ['compile'],
  ['hosting'],
  ['render'],
  ['islands'],
  ['runtime'],
  ['content'],
  ['config'],
  ['i18n'],
  ['routes'],
  ['protocol'],
  ['shapes.ts', 'errors.ts', 'package-root.ts', 'read-text.ts', 'text-characters.ts'],
];

const escape = (name) => name.replace(/[.]/g, '\\.');
const floorPath = (floor) => `^src/(${floor.map((name) => (name.endsWith('.ts') ? `${escape(name)}$` : `${name}/`)).join('|')})`;

const upward = FLOORS.slice(1).map((floor, index) => ({
  name: `no-upward-import-from-${floor[0].replace('.ts', '')}`,
  comment: `${floor.join(', ')} may import only its own floor and those below it (${
    FLOORS.slice(index + 2)
      .flat()
      .join(', ') || 'none'
  })`,
  severity: 'error',
  from: { path: floorPath(floor) },
  to: {
    path: FLOORS.slice(0, index + 1)
      .map(floorPath)
      .join('|'),
  },
}));

/** Runs in the browser: may import only other browser code (and React, for the islands). */
const BROWSER = '^src/(runtime/|islands/|protocol/|shapes\\.ts$|i18n/detect-locale\\.ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No two modules import each other, directly or through others',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-never-imports-the-site',
      comment: 'src/ is the general tool; the company site (site/, messages/, generator.config.ts) uses it, never the other way',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(site/|messages/|generator\\.config\\.|tests/|bench/)' },
    },
    {
      name: 'browser-code-never-imports-node',
      comment: 'runtime/, islands/, protocol/ and what they import run in the browser: no Node builtins',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-imports-only-browser-code',
      comment:
        'browser code imports only protocol/, shapes.ts, i18n/detect-locale.ts, its own folder and React; so nothing it reaches imports Node',
      severity: 'error',
      from: { path: BROWSER },
      to: {
        pathNot: [BROWSER, '^node_modules/(react|react-dom|react-intl|scheduler|@formatjs|intl-messageformat|tslib|@types)/'],
      },
    },
    {
      name: 'render-and-routes-are-pure',
      comment: 'render/ and routes/ never touch the file system',
      severity: 'error',
      from: { path: '^src/(render|routes)/' },
      to: { path: '^(node:)?fs(/promises)?$', dependencyTypes: ['core'] },
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
