/** Every file of a new starter site, as data: relative path → text. package.json is merged apart. */
import { ABOUT_PAGE, APP_MODULE, HOME_PAGE, POST_PAGE, POSTS_MODULE, POSTS_PAGE } from './starter-code.js';
import type { StarterLocale } from './starter-locales.js';
import { hasOwnTexts, STARTER_POST_ID, starterMessages, starterPost } from './starter-texts.js';

export interface StarterOptions {
  /** The locales, the first being the default and catch-all. */
  locales: StarterLocale[];
  /** The site's name as visitors see it, free of ICU syntax (see starterSiteName). */
  name: string;
}

/** `my-site` → `My Site`: letters, digits and spaces only, so it is safe inside ICU messages. */
export function starterSiteName(folderName: string): string {
  const words = folderName.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return 'My Site';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function starterFiles({ locales, name }: StarterOptions): Map<string, string> {
  const files = new Map<string, string>([
    ['generator.config.ts', configModule(locales)],
    ['tsconfig.json', TSCONFIG],
    ['.gitignore', GITIGNORE],
    ['README.md', readme(name, locales)],
    ['site/app.tsx', APP_MODULE],
    ['site/posts.tsx', POSTS_MODULE],
    ['site/pages/home.tsx', HOME_PAGE],
    ['site/pages/about.tsx', ABOUT_PAGE],
    ['site/pages/posts.tsx', POSTS_PAGE],
    ['site/pages/post.tsx', POST_PAGE],
  ]);
  for (const locale of locales) {
    files.set(`messages/${locale.code}.json`, starterMessages(locale.code, name));
    files.set(`content/posts/${locale.code}/${STARTER_POST_ID}.md`, starterPost(locale.code));
  }
  return files;
}

function configModule(locales: StarterLocale[]): string {
  const localeLines = locales.map(
    (locale, index) =>
      `    { code: ${JSON.stringify(locale.code)}, language: ${JSON.stringify(locale.language)}, name: ${JSON.stringify(locale.name)}${index === 0 ? ', catchAll: true' : ''} },`,
  );
  return `import { defineConfig, strictDate, z } from 'sitegen/config';

/** A post's front matter: the fields at the top of every content/posts/<locale>/<id>.md. */
const post = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  // YYYY-MM-DD, a real day: a typo is an error, never another day.
  date: strictDate(),
});

export default defineConfig({
  // The public address of the site: canonical links, hreflang and the sitemap are built from it.
  siteUrl: 'https://www.example.com',
  // The first locale is the default: its pages have no prefix (/about/), the others do (/en/about/).
  locales: [
${localeLines.join('\n')}
  ],
  defaultLocale: ${JSON.stringify(locales[0]!.code)},
  // Each route's page is a module in site/pages/; every route exists in every locale.
  routes: [
    { path: '/', page: 'home' },
    { path: '/about/', page: 'about' },
    { path: '/posts/', page: 'posts' },
    { path: '/posts/{id}/', page: 'post', params: { id: { collection: 'posts' } } },
  ],
  // Pages get each entry's data typed from its schema: definePage<typeof config, 'posts'>.
  collections: {
    posts: { dir: 'content/posts', schema: post },
  },
});
`;
}

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      isolatedModules: true,
      esModuleInterop: true,
      noEmit: true,
    },
    include: ['generator.config.ts', 'site'],
  },
  null,
  2,
)}\n`;

const GITIGNORE = ['node_modules/', 'dist/', '.sitegen/', ''].join('\n');

function readme(name: string, locales: StarterLocale[]): string {
  const codes = locales.map((locale) => locale.code);
  const placeholders = codes.filter((code) => !hasOwnTexts(code));
  const lines = [
    `# ${name}`,
    '',
    `A multilingual static site (${codes.join(', ')}) built with [sitegen](https://www.npmjs.com/package/sitegen).`,
    '',
    '## Commands',
    '',
    '| command | does |',
    '|---|---|',
    '| `npm run dev` | builds the site, serves it at http://127.0.0.1:3000/ and rebuilds and reloads on every change |',
    '| `npm run build` | writes the site into `dist/`, ready for any static host |',
    '| `npm run preview` | serves the built `dist/` as a static host would |',
    '| `npx sitegen check` | checks the built site: links, head, hreflang, sitemap |',
    '| `npx tsc --noEmit` | type-checks the config and the pages |',
    '',
    '## Where things are',
    '',
    '- `generator.config.ts`: site URL, locales, routes and the posts collection with its front-matter schema.',
    '- `site/app.tsx`: the layout (header, navigation, language switch, footer), the error page and the page title.',
    '- `site/pages/`: one module per route; `site/posts.tsx`: the posts list and helpers.',
    `- \`messages/<locale>.json\`: every text of the site, one file per locale (${codes.map((code) => `\`${code}\``).join(', ')}).`,
    `- \`content/posts/<locale>/<id>.md\`: one Markdown file per post and locale; the same id must exist in every locale.`,
    `- The first locale, \`${codes[0]}\`, is the default: its pages have no prefix (\`/about/\`); the others do (\`/${codes[1] ?? codes[0]}/about/\`).`,
    '',
  ];
  if (placeholders.length > 0) {
    lines.push(
      `<!-- The texts of ${placeholders.map((code) => `"${code}"`).join(', ')} are the English ones as placeholders: translate messages/<locale>.json and content/posts/<locale>/. -->`,
      `Translate the placeholder English texts in ${placeholders.map((code) => `\`messages/${code}.json\` and \`content/posts/${code}/\``).join(', ')}.`,
      '',
    );
  }
  return lines.join('\n');
}
