/**
 * The starter's words: its messages and its first post, in German and English. Other locales
 * start with the English texts as placeholders, to be translated (the starter's README says so):
 * each message marked with `[TODO translate]`, which the build reports until it is gone.
 */
import { PLACEHOLDER_MARKER } from '../i18n/message-warnings.js';

/** Messages of one locale, as written to `messages/<code>.json`. */
export type StarterMessages = Record<string, Record<string, string | Record<string, string>>>;

interface StarterTexts {
  messages: (siteName: string) => StarterMessages;
  post: { title: string; description: string; body: string };
}

const TEXTS: Record<'de' | 'en', StarterTexts> = {
  de: {
    messages: (siteName) => ({
      site: { name: siteName, footer: 'Erstellt mit sitegen.' },
      nav: { label: 'Hauptnavigation', home: 'Start', about: 'Über uns', posts: 'Beiträge' },
      languageSwitch: { label: 'Sprache wählen' },
      // Announced to screen readers while sitegen's runtime loads the next page.
      sitegen: { loading: 'Seite wird geladen' },
      home: {
        title: 'Willkommen',
        description: `Die neue Website von ${siteName}.`,
        intro:
          'Diese Website ist mit sitegen gebaut. Ändern Sie site/pages/home.tsx und messages/de.json, um sie zu Ihrer eigenen zu machen.',
        latest: 'Neueste Beiträge',
      },
      about: {
        title: 'Über uns',
        description: `Wer wir sind und was ${siteName} macht.`,
        text: 'Erzählen Sie hier, wer Sie sind. Die Seite steht in site/pages/about.tsx, ihre Texte in messages/.',
      },
      posts: {
        title: 'Beiträge',
        description: `Neuigkeiten und Notizen von ${siteName}.`,
        empty: 'Noch keine Beiträge.',
        published: 'Veröffentlicht am {date}',
        back: 'Alle Beiträge',
      },
      error: {
        notFound: { title: 'Seite nicht gefunden', description: 'Die gesuchte Seite gibt es nicht.' },
        serverError: { title: 'Interner Serverfehler', description: 'Bei uns ist etwas schiefgegangen.' },
        backHome: 'Zur Startseite',
      },
    }),
    post: {
      title: 'Hallo Welt',
      description: 'Der erste Beitrag dieser Website.',
      body: [
        'Dies ist der erste Beitrag. Jeder Beitrag ist eine Markdown-Datei unter `content/posts/de/`;',
        'die Datei mit demselben Namen in den Ordnern der anderen Sprachen ist seine Übersetzung.',
        '',
        'Die Felder im Kopf der Datei (`title`, `description`, `date`) prüft das Schema in `generator.config.ts`.',
      ].join('\n'),
    },
  },
  en: {
    messages: (siteName) => ({
      site: { name: siteName, footer: 'Built with sitegen.' },
      nav: { label: 'Main navigation', home: 'Home', about: 'About', posts: 'Posts' },
      languageSwitch: { label: 'Choose a language' },
      sitegen: { loading: 'Loading the page' },
      home: {
        title: 'Welcome',
        description: `The new website of ${siteName}.`,
        intro: 'This site is built with sitegen. Edit site/pages/home.tsx and messages/en.json to make it your own.',
        latest: 'Latest posts',
      },
      about: {
        title: 'About us',
        description: `Who we are and what ${siteName} does.`,
        text: 'Tell your visitors who you are. This page lives in site/pages/about.tsx, its texts in messages/.',
      },
      posts: {
        title: 'Posts',
        description: `News and notes from ${siteName}.`,
        empty: 'No posts yet.',
        published: 'Published on {date}',
        back: 'All posts',
      },
      error: {
        notFound: { title: 'Page Not Found', description: 'The page you asked for does not exist.' },
        serverError: { title: 'Internal Server Error', description: 'Something went wrong on our side.' },
        backHome: 'Back to the home page',
      },
    }),
    post: {
      title: 'Hello world',
      description: 'The first post of this site.',
      body: [
        'This is the first post. Every post is a Markdown file under `content/posts/en/`;',
        "the file of the same name in the other locales' folders is its translation.",
        '',
        'The fields at the top of the file (`title`, `description`, `date`) are checked by the schema in `generator.config.ts`.',
      ].join('\n'),
    },
  },
};

/** German and English have their own texts; any other locale gets the English ones to translate. */
export function hasOwnTexts(code: string): boolean {
  return code === 'de' || code === 'en';
}

function textsFor(code: string): StarterTexts {
  return code === 'de' ? TEXTS.de : TEXTS.en;
}

/** `messages/<code>.json`. The site name must be free of ICU syntax (see starterSiteName). */
export function starterMessages(code: string, siteName: string): string {
  const messages = textsFor(code).messages(siteName);
  return `${JSON.stringify(hasOwnTexts(code) ? messages : markPlaceholders(messages, siteName), null, 2)}\n`;
}

/** Every text but the site's name (not translated) marked as a placeholder. */
function markPlaceholders(messages: StarterMessages, siteName: string): StarterMessages {
  const mark = (text: string) => (text === siteName ? text : `${PLACEHOLDER_MARKER} ${text}`);
  return Object.fromEntries(
    Object.entries(messages).map(([group, texts]) => [
      group,
      Object.fromEntries(
        Object.entries(texts).map(([key, value]) => [
          key,
          typeof value === 'string' ? mark(value) : Object.fromEntries(Object.entries(value).map(([inner, text]) => [inner, mark(text)])),
        ]),
      ),
    ]),
  );
}

/** The id of the starter's one post, the same in every locale. */
export const STARTER_POST_ID = 'hello-world';

/** `content/posts/<code>/hello-world.md`: front matter as the config's schema wants it, then Markdown. */
export function starterPost(code: string): string {
  const { title, description, body } = textsFor(code).post;
  return ['---', `title: ${title}`, `description: ${description}`, 'date: 2026-01-15', '---', '', body, ''].join('\n');
}
