/** Every page has exactly one `h1`, one non-empty `<title>` and one non-empty description. Pure. */
import type { HtmlFacts } from '../scan-html.js';

export function checkPageBasics(facts: Pick<HtmlFacts, 'titles' | 'descriptions' | 'h1Count'>): string[] {
  const messages: string[] = [];
  if (facts.h1Count === 0) messages.push('has no <h1>; give the page exactly one main heading');
  else if (facts.h1Count > 1) messages.push(`has ${facts.h1Count} <h1> elements; keep one main heading and make the others <h2>`);

  if (facts.titles.length === 0) messages.push('has no <title> in its <head>; give the page a title');
  else if (facts.titles.length > 1) messages.push(`has ${facts.titles.length} <title> elements in its <head>; keep one`);
  else if (facts.titles[0] === '') messages.push('has an empty <title>; give the page a title');

  if (facts.descriptions.length === 0) messages.push('has no <meta name="description">; give the page a description (its head())');
  else if (facts.descriptions.length > 1) messages.push(`has ${facts.descriptions.length} <meta name="description"> elements; keep one`);
  else if (facts.descriptions[0] === '') messages.push('has an empty <meta name="description">; give the page a description (its head())');
  return messages;
}
