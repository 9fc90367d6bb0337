/**
 * Collection entries are typed from each collection's zod schema, through `typeof config`: no
 * hand-written copy of a schema's type, no casts. Checked by tsc (`npx tsc --noEmit`, which
 * covers tests/); the runtime part only shows the definitions are plain values.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineConfig, z, type CollectionData, type CollectionName } from '../../src/config/public.js';
import { definePage, type CollectionEntry, type ContentOf, type EntryOf, type PageProps } from '../../src/render/page-api.js';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type (typeof config) is tested
const config = defineConfig({
  siteUrl: 'https://types.example',
  locales: [{ code: 'en', language: 'en-US', name: 'English' }],
  defaultLocale: 'en',
  routes: [
    { path: '/posts/', page: 'posts' },
    { path: '/posts/{id}/', page: 'post', params: { id: { collection: 'posts' } } },
  ],
  collections: {
    posts: {
      dir: 'content/posts',
      schema: z.strictObject({
        title: z.string(),
        date: z.coerce.date(),
        tags: z.array(z.string()).default([]),
        draft: z.boolean().optional(),
      }),
    },
    authors: { dir: 'content/authors', schema: z.object({ name: z.string(), email: z.email() }) },
  },
});

type Config = typeof config;

/** A list page, as a site writes it. */
const postList = definePage<Config>({
  head: ({ content }) => ({ description: content.posts.map((post) => post.data.title).join(', ') }),
  component: ({ content }) => content.posts.map((post) => `${post.data.title} ${post.data.date.getFullYear()}`).join(''),
});

describe('typed collection entries', () => {
  it("gives a list page's entries the field types of the schema's output", () => {
    expectTypeOf<PageProps<Config>['content']['posts']>().toEqualTypeOf<
      CollectionEntry<{ title: string; date: Date; tags: string[]; draft?: boolean | undefined }>[]
    >();
    expectTypeOf<PageProps<Config>['content']['authors'][number]['data']>().toEqualTypeOf<{ name: string; email: string }>();
    expectTypeOf<ContentOf<Config>>().toHaveProperty('posts');
    expectTypeOf(postList).toHaveProperty('component');
  });

  it('makes a field the schema does not have a type error', () => {
    const titles = (content: ContentOf<Config>) =>
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- returns the type error that @ts-expect-error checks
      content.posts.map((post) => {
        // @ts-expect-error: the posts schema has no `author`
        return post.data.author; // eslint-disable-line @typescript-eslint/no-unsafe-return -- the type error under test
      });
    expect(typeof titles).toBe('function');
    // @ts-expect-error: the config has no collection `events`
    expectTypeOf<ContentOf<Config>['events']>().toBeAny();
    // @ts-expect-error: a title is a string, not a number
    const wrong: PageProps<Config>['content']['posts'][number]['data']['title'] = 1;
    expect(wrong).toBe(1);
  });

  it("types a detail page's entry from the collection it names", () => {
    expectTypeOf<NonNullable<PageProps<Config, 'posts'>['entry']>>().toEqualTypeOf<EntryOf<Config, 'posts'>>();
    expectTypeOf<CollectionData<Config, 'posts'>['date']>().toEqualTypeOf<Date>();
    expectTypeOf<CollectionName<Config>>().toEqualTypeOf<'posts' | 'authors'>();
    definePage<Config, 'posts'>({
      head: ({ entry }) => ({ description: entry!.data.title, lastModified: entry!.data.date }),
      // @ts-expect-error: the posts schema has `title`, not `titel`
      component: ({ entry }) => entry!.data.titel, // eslint-disable-line @typescript-eslint/no-unsafe-return -- the type error under test
    });
    // @ts-expect-error: a page can only be about a collection the config has
    expectTypeOf<PageProps<Config, 'events'>>().toBeObject();
  });

  it("lets a collection expire only by one of its schema's date fields", () => {
    const site = {
      siteUrl: 'https://types.example',
      locales: [{ code: 'en', language: 'en-US', name: 'English' }],
      defaultLocale: 'en',
      routes: [{ path: '/', page: 'home' }],
    };
    const schema = z.object({ title: z.string(), validThrough: z.coerce.date(), updated: z.coerce.date().optional() });
    defineConfig({ ...site, collections: { jobs: { dir: 'content/jobs', schema, expires: 'validThrough' } } });
    defineConfig({ ...site, collections: { jobs: { dir: 'content/jobs', schema, expires: 'updated' } } });
    defineConfig({
      ...site,
      collections: {
        jobs: {
          dir: 'content/jobs',
          schema,
          // @ts-expect-error: `title` is a string, not a date
          expires: 'title',
        },
      },
    });
  });

  it('keeps untyped entries for a page that names no config', () => {
    expectTypeOf<PageProps['content']>().toEqualTypeOf<Record<string, CollectionEntry[]>>();
    expectTypeOf<NonNullable<PageProps['entry']>['data']>().toEqualTypeOf<Record<string, unknown>>();
  });

  it('gives a config without collections an empty content', () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is tested
    const bare = defineConfig({
      siteUrl: 'https://bare.example',
      locales: [{ code: 'en', language: 'en-US', name: 'English' }],
      defaultLocale: 'en',
      routes: [{ path: '/', page: 'home' }],
    });
    expectTypeOf<ContentOf<typeof bare>>().toEqualTypeOf<Record<never, never>>();
  });
});
