/**
 * Whether a sitemap is well-formed XML with a sitemap root, as search engines read it: one root
 * element `<urlset>` or `<sitemapindex>`, every tag closed in order, quoted attributes, `&` only in
 * an entity, no DOCTYPE (a sitemap needs none, and its entities are a known attack). Enough for a
 * sitemap, not a general XML validator. Pure.
 */

const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTE = `\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*')`;
const START_TAG = new RegExp(`<(${NAME})((?:${ATTRIBUTE})*)\\s*(/?)>`, 'y');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/y;
const MARKUP = /[<&]/g;
const DECLARATION = /^\uFEFF?<\?xml\s[^?]*\?>/;

/** The first reason `xml` is not a well-formed sitemap, with its line, or undefined. */
export function sitemapXmlProblem(xml: string): string | undefined {
  const stack: string[] = [];
  let roots = 0;
  let at = DECLARATION.exec(xml)?.[0].length ?? (xml.startsWith('\uFEFF') ? 1 : 0);
  const fail = (what: string) =>
    `is not well-formed XML: ${what} (line ${xml.slice(0, at).split('\n').length}); search engines ignore such a sitemap`;
  while (at < xml.length) {
    const char = xml[at]!;
    if (char === '&') {
      ENTITY.lastIndex = at;
      if (!ENTITY.test(xml)) return fail('an "&" that starts no entity (write &amp;)');
      at = ENTITY.lastIndex;
    } else if (char !== '<') {
      MARKUP.lastIndex = at;
      const next = MARKUP.exec(xml)?.index ?? xml.length;
      if (stack.length === 0 && xml.slice(at, next).trim() !== '') return fail('text outside the root element');
      at = next;
    } else if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4);
      if (end === -1) return fail('a comment that never ends');
      at = end + 3;
    } else if (xml.startsWith('<![CDATA[', at) && stack.length > 0) {
      const end = xml.indexOf(']]>', at);
      if (end === -1) return fail('a CDATA section that never ends');
      at = end + 3;
    } else if (xml.startsWith('<?', at) && !/^<\?xml[\s?]/i.test(xml.slice(at, at + 6))) {
      const end = xml.indexOf('?>', at);
      if (end === -1) return fail('a processing instruction that never ends');
      at = end + 2;
    } else if (xml.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const match = END_TAG.exec(xml);
      if (!match) return fail('a broken end tag');
      if (stack.pop() !== match[1]) return fail(`</${match[1]}> closes no open <${match[1]}>`);
      at = END_TAG.lastIndex;
    } else {
      START_TAG.lastIndex = at;
      const match = START_TAG.exec(xml);
      if (!match) return fail(xml.startsWith('<!', at) || xml.startsWith('<?', at) ? 'a DOCTYPE or misplaced declaration' : 'a broken tag');
      if (stack.length === 0) {
        roots += 1;
        if (roots > 1) return fail('a second root element');
        if (match[1] !== 'urlset' && match[1] !== 'sitemapindex')
          return fail(`the root element is <${match[1]}>, not <urlset> or <sitemapindex>`);
      }
      if (match[3] !== '/') stack.push(match[1]!);
      at = START_TAG.lastIndex;
    }
  }
  if (stack.length > 0) return fail(`<${stack[stack.length - 1]}> is never closed`);
  if (roots === 0) return fail('no <urlset> or <sitemapindex> element');
  return undefined;
}
