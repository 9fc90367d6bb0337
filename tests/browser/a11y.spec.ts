/**
 * Accessibility (issue 4): axe-core finds no WCAG 2.0–2.2 A/AA violation and no best-practice
 * problem on any page type, in German and English, on a desktop and on a phone with the mobile
 * menu open.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { backgroundsBehind, lowestContrast, parseCssColor } from './contrast.js';
import { openPageType, PAGE_TYPES, SITE_LOCALES } from './page-types.js';

// A German browser, so the unprefixed home page is never sent to /en/ by the language detection.
test.use({ locale: 'de-DE' });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation and one per element it was found on, so a failure says what to fix where. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join('\n      ');
        // Not "at …": Playwright would take such lines for a stack trace and move them.
        return `    - ${node.target.join(' ')}\n      ${summary}`;
      });
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * axe leaves text on a gradient undecided; such text must reach AA (4.5:1, or 3:1 when large)
 * against every colour stop. Returns one line per text that does not.
 */
async function checkTextOnGradients(page: Page, incomplete: AxeResults['incomplete']): Promise<string[]> {
  const nodes = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => /gradient/.test(check.message)));
  const problems: string[] = [];
  for (const node of nodes) {
    const selector = node.target.join(' ');
    const element = page.locator(selector).first();
    const text = await element.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
    });
    const large = text.size >= 24 || (text.size >= 18.66 && text.weight >= 700);
    const required = large ? 3 : 4.5;
    const ratio = lowestContrast(parseCssColor(text.color), await backgroundsBehind(await element.elementHandle()));
    if (ratio < required) problems.push(`  color-contrast on a gradient: ${selector}: ${ratio.toFixed(2)}:1, needs ${required}:1`);
  }
  return problems;
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.length, `axe found ${violations.length} violation(s) on ${where}:\n${describeViolations(violations)}`).toBe(0);
  const gradientProblems = await checkTextOnGradients(page, incomplete);
  expect(gradientProblems.length, `text on a gradient lacks contrast on ${where}:\n${gradientProblems.join('\n')}`).toBe(0);
}

for (const locale of SITE_LOCALES) {
  test.describe(`${locale}`, () => {
    for (const type of PAGE_TYPES) {
      // One load per page: the phone layout is the same document under other media queries.
      test(`the ${type.name} page has no axe violations at 1440 px, nor at 375 px with the menu open`, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        const path = await openPageType(page, type, locale);
        await expectNoViolations(page, `${path} at 1440 px`);

        await page.setViewportSize({ width: 375, height: 812 });
        const menu = page.locator('header details');
        await menu.locator('summary').click();
        await expect(menu).toHaveAttribute('open', '');
        await expect(menu.locator('a').first()).toBeVisible();
        await expectNoViolations(page, `${path} at 375 px with the menu open`);
      });
    }
  });
}
