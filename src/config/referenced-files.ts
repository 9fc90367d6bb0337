/**
 * Every file and folder the config names, checked against the disk in one pass before any stage
 * runs, so a config with four wrong paths shows four problems in one build. The stages that read
 * these files later trust this check; what they find *inside* a file (JSON, front matter, image
 * format) stays theirs to report. Pure: the disk is asked through `pathKind`.
 */
import path from 'node:path';
import type { Problem } from '../errors.js';
import type { ResolvedConfig } from './define-config.js';
import type { PathKind } from './path-kind.js';

export interface ReferencedFilesOptions {
  config: ResolvedConfig;
  /** The config file as problems name it (relative to the root). */
  file: string;
  /** Whether the config names `publicDir` itself: only then is a missing public folder a mistake. */
  publicDirNamed: boolean;
  pathKind: (absolute: string) => PathKind;
}

/** The app module, each locale's message file, the public folder and what the config names in it, collections, islands. */
export function referencedFileProblems(options: ReferencedFilesOptions): Problem[] {
  return [
    ...appProblems(options),
    ...messageProblems(options),
    ...publicProblems(options),
    ...collectionProblems(options),
    ...islandProblems(options),
  ];
}

/**
 * Files under a dot folder or named with a dot (`.DS_Store`, `.git/`) are not copied from the
 * public folder, and `..` would leave it; `.well-known/` (security.txt, app links) is copied, as
 * hosts and `sitegen serve` serve it. The one rule for both the copy and this check.
 */
export function isHiddenPublicPath(file: string): boolean {
  return file.split('/').some((part, index) => part.startsWith('.') && !(index === 0 && part === '.well-known'));
}

function appProblems({ config, file, pathKind }: ReferencedFilesOptions): Problem[] {
  if (pathKind(config.app) === 'file') return [];
  return [
    {
      file,
      key: 'app',
      message: `app module ${shown(config, config.app)} not found; create it with \`export default defineApp({ Layout, ErrorPage, errorHead, title })\`, or correct the path`,
    },
  ];
}

/** One problem for a missing folder, else one per locale whose `{code}.json` is missing. */
function messageProblems({ config, file, pathKind }: ReferencedFilesOptions): Problem[] {
  const dir = shown(config, config.messagesDir);
  if (pathKind(config.messagesDir) !== 'folder') {
    const files = config.locales.map((locale) => `${locale.code}.json`).join(', ');
    return [
      {
        file,
        key: 'messagesDir',
        message: `folder ${dir}/ not found; create it with one message file per locale (${files}), or correct the path`,
      },
    ];
  }
  return config.locales.flatMap((locale) => {
    const kind = pathKind(path.join(config.messagesDir, `${locale.code}.json`));
    if (kind === 'file') return [];
    const message =
      kind === 'folder'
        ? `${dir}/${locale.code}.json is a folder, not a file; remove or rename the folder and create the message file in its place`
        : `${dir}/${locale.code}.json not found; create it with the same keys as the other locales`;
    return [{ file, key: 'messagesDir', locale: locale.code, message }];
  });
}

/** The public folder when the config names it, then each icon and the share image in it. */
function publicProblems({ config, file, publicDirNamed, pathKind }: ReferencedFilesOptions): Problem[] {
  const dir = shown(config, config.publicDir);
  const kind = pathKind(config.publicDir);
  if (kind === 'file') return [{ file, key: 'publicDir', message: `${dir} is a file, not a folder; point "publicDir" at a folder` }];
  if (kind === undefined && publicDirNamed)
    return [{ file, key: 'publicDir', message: `folder ${dir}/ not found; create it, or correct the path` }];
  const inPublic = (href: string) => !isHiddenPublicPath(href.slice(1)) && pathKind(path.join(config.publicDir, href.slice(1))) === 'file';
  const problems: Problem[] = [];
  for (const [key, href] of Object.entries(config.icons)) {
    if (href && !inPublic(href))
      problems.push({ file, key: `icons.${key}`, message: `${href} is not in ${dir}/; add the file or correct the path` });
  }
  const image = config.share?.image;
  if (image !== undefined && !inPublic(image)) {
    problems.push({
      file,
      key: 'share.image',
      message: `${image} is not in ${dir}/. Add ${dir}${image} (a PNG or JPEG, ideally 1200 × 630 px) or correct the path`,
    });
  }
  return problems;
}

function collectionProblems({ config, file, pathKind }: ReferencedFilesOptions): Problem[] {
  return Object.entries(config.collections).flatMap(([name, collection]) =>
    pathKind(collection.dir) === 'folder'
      ? []
      : [
          {
            file,
            key: `collections.${name}.dir`,
            message: `folder ${shown(config, collection.dir)}/ not found; create it with one subfolder per locale, or correct the path`,
          },
        ],
  );
}

function islandProblems({ config, file, pathKind }: ReferencedFilesOptions): Problem[] {
  return Object.entries(config.islands).flatMap(([name, module]) =>
    pathKind(module) === 'file'
      ? []
      : [
          {
            file,
            key: `islands.${name}`,
            message: `island module ${shown(config, module)} not found; create it (default export: the component) or correct the path`,
          },
        ],
  );
}

/** A path as the user wrote it: relative to the project root. */
function shown(config: ResolvedConfig, absolute: string): string {
  return path.relative(config.root, absolute) || '.';
}
