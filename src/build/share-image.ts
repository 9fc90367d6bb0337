/** The config's share image, found among the public files and measured. Pure. */
import path from 'node:path';
import type { ResolvedConfig } from '../config/define-config.js';
import { problemsError } from '../errors.js';
import { absoluteUrl } from '../routes/route-path.js';
import type { PublicFile } from './public-files.js';
import { readImageSize } from './image-size.js';

/** Everything but the alt text, which each locale formats from its messages. */
export interface ResolvedShareImage {
  url: string;
  type: string;
  width: number;
  height: number;
  /** Message id of the description. */
  altMessage: string;
}

export function resolveShareImage(config: ResolvedConfig, publicFiles: PublicFile[]): ResolvedShareImage | undefined {
  if (!config.share) return undefined;
  const { image, alt } = config.share;
  const configFile = path.relative(config.root, config.configFile);
  const publicDir = path.relative(config.root, config.publicDir);
  const file = publicFiles.find((candidate) => candidate.file === image.slice(1));
  // It is there: the config check found it (config/referenced-files.ts) before the public files were read.
  if (!file) throw new Error(`The share image ${image} is missing from the public files read after the config check`);
  const size = readImageSize(file.content);
  if (!size) {
    throw problemsError(
      'The share image cannot be used',
      [{ file: configFile, key: 'share.image', message: `${publicDir}${image} is not a readable PNG or JPEG` }],
      'Export it again as PNG or JPEG; link previews do not show other formats everywhere.',
    );
  }
  return { url: absoluteUrl(config.siteUrl, image), type: size.type, width: size.width, height: size.height, altMessage: alt };
}
