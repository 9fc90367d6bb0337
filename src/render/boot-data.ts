/**
 * The two parts of the boot data from what the build handed over (SiteBoot): each page's own,
 * written into its head, and the release's, written into the release manifest; the latter with
 * every locale's site name and share image for link previews (the app's title and the image's
 * description in that locale) unless the config turns social tags off. Made once per renderer.
 */
import type { IntlShape } from 'react-intl';
import type { BootLocale, ReleaseBoot, ShareImage } from '../shapes.js';
import type { BootParts, RenderContext } from './render-context.js';

export function createBootParts(context: Omit<RenderContext, 'boot'>): BootParts {
  const { buildId, defaultLocale, locales, siteUrl, islands, messages, ...settings } = context.setup.runtimeAssets.boot;
  let release: ReleaseBoot | undefined;
  return {
    page: (locale, withIslands) => ({ buildId, locale, ...settings, ...(withIslands && { islands, messages }) }),
    release: () =>
      (release ??= {
        defaultLocale,
        locales: locales.map((locale): BootLocale => {
          if (!context.setup.socialTags) return locale;
          const intl = context.intls.intl(locale.code);
          const image = shareImage(context, intl);
          return { ...locale, social: { siteName: context.modules.app.title({ intl }), ...(image && { image }) } };
        }),
        siteUrl,
        islands,
        messages,
      }),
  };
}

/** The share image with its description in the locale of `intl`. */
export function shareImage({ setup }: Pick<RenderContext, 'setup'>, intl: IntlShape): ShareImage | undefined {
  if (!setup.shareImage) return undefined;
  const { altMessage, ...image } = setup.shareImage;
  return { ...image, alt: intl.formatMessage({ id: altMessage }) };
}
