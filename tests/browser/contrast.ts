/**
 * WCAG contrast for what axe-core cannot judge: text on gradients and focus rings. The browser
 * reports computed colours; the arithmetic happens here.
 */
import type { ElementHandle } from '@playwright/test';

export type Rgba = [number, number, number, number];

/** Chromium's computed colours: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseCssColor(value: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+))?\s*\)$/.exec(value.trim());
  if (!match) throw new Error(`Cannot read the colour "${value}"; expected rgb() or rgba().`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])];
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, alpha] = top;
  return [r * alpha + bottom[0] * (1 - alpha), g * alpha + bottom[1] * (1 - alpha), b * alpha + bottom[2] * (1 - alpha), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The opaque colours an element may sit on: its own or its nearest ancestor's background colour,
 * or every stop of a gradient there, with translucent layers in between painted over them.
 */
export async function backgroundsBehind(element: ElementHandle<Element>): Promise<Rgba[]> {
  const { bases, overlays } = await element.evaluate((start) => {
    const overlays: string[] = [];
    for (let node: Element | null = start; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const stops = style.backgroundImage.includes('gradient') ? style.backgroundImage.match(/rgba?\([^)]*\)/g) : null;
      if (stops) return { bases: stops, overlays };
      const alpha = /rgba\(.*,\s*([\d.]+)\)/.exec(style.backgroundColor);
      if (!alpha) return { bases: [style.backgroundColor], overlays };
      if (Number(alpha[1]) > 0) overlays.push(style.backgroundColor);
    }
    // Nothing painted: the canvas is white.
    return { bases: ['rgb(255, 255, 255)'], overlays };
  });
  return bases.map((base) =>
    overlays.reduceRight((below, layer) => composite(parseCssColor(layer), below), composite(parseCssColor(base), [255, 255, 255, 1])),
  );
}

/** The lowest contrast of a colour against any of the backgrounds. */
export function lowestContrast(color: Rgba, backgrounds: Rgba[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(composite(color, background), background)));
}
