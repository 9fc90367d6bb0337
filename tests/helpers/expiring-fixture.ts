/**
 * The basic fixture with expiring posts: `expires: 'validThrough'` on the posts collection, and
 * the second post valid through 2026-02-28 in both locales (the first has no such date).
 */
import { copyFixture, type Fixture } from './fixture.js';

export const EXPIRING_POST = 'second-post';

/** SOURCE_DATE_EPOCH values (seconds) around the end of 2026-02-28, UTC. */
export const LAST_SECOND_OF_FEB_28 = String(Date.UTC(2026, 1, 28, 23, 59, 59) / 1000);
export const MIDNIGHT_AFTER_FEB_28 = String(Date.UTC(2026, 2, 1) / 1000);

export async function copyExpiringFixture(): Promise<Fixture> {
  const fixture = await copyFixture('basic');
  await fixture.edit('generator.config.ts', (text) =>
    replaceOnce(
      text,
      'date: z.coerce.date() }) }',
      "date: z.coerce.date(), validThrough: z.coerce.date().optional() }), expires: 'validThrough' }",
    ),
  );
  for (const locale of ['de', 'en']) {
    await fixture.edit(`content/posts/${locale}/${EXPIRING_POST}.md`, (text) =>
      replaceOnce(text, 'date: 2026-02-03\n', 'date: 2026-02-03\nvalidThrough: 2026-02-28\n'),
    );
  }
  return fixture;
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the basic fixture changed: "${from}" not found`);
  return text.replace(from, to);
}
