/**
 * The loading overlay shown while a navigation loads: fixed over the page (so nothing shifts),
 * with an 80 × 80 px spinner. Styled through the CSSOM and animated with the Web Animations API,
 * so it works under a Content-Security-Policy without 'unsafe-inline'.
 */
import { KEEP_ATTRIBUTE } from './swap-page.js';

export const SPINNER_SIZE = 80;

let overlay: HTMLElement | undefined;

function create(label: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.testid = 'loading-overlay';
  element.setAttribute(KEEP_ATTRIBUTE, '');
  // White at 0.6 over the page.
  element.style.cssText =
    'position:fixed;inset:0;z-index:2147483000;display:none;align-items:center;justify-content:center;background:#fff9';
  const spinner = document.createElement('div');
  spinner.setAttribute('role', 'progressbar');
  spinner.setAttribute('aria-label', label);
  // The ring in the spinner's colour at 0.2, its top in the colour itself.
  spinner.style.cssText = `width:${SPINNER_SIZE}px;height:${SPINNER_SIZE}px;box-sizing:border-box;border-radius:50%;border:8px solid #004d8433;border-top-color:#004D84`;
  spinner.animate?.([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], { duration: 800, iterations: Infinity });
  element.append(spinner);
  document.body.append(element);
  return element;
}

export function showOverlay(label: string): void {
  overlay ??= create(label);
  overlay.querySelector('[role="progressbar"]')?.setAttribute('aria-label', label);
  overlay.style.display = 'flex';
  document.body.setAttribute('aria-busy', 'true');
}

export function hideOverlay(): void {
  if (overlay) overlay.style.display = 'none';
  document.body.removeAttribute('aria-busy');
}
