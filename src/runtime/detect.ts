/**
 * The unprefixed home page's language detection, as a tiny classic script in `<head>`: it runs
 * before the first paint, so a visitor who is sent to `/en/` never sees German flash first, and
 * it is an external file, so a strict Content-Security-Policy needs no 'unsafe-inline'.
 */
import { detectLocale } from '../i18n/detect-locale.js';
import type { DetectSettings } from '../shapes.js';

declare const __SITEGEN_DETECT__: DetectSettings;

let cookie = '';
try {
  cookie = document.cookie;
} catch {
  // Cookies forbidden (a sandboxed document): detect from the browser's languages alone.
}
const decision = detectLocale({
  ...__SITEGEN_DETECT__,
  cookie,
  languages: navigator.languages ?? [navigator.language],
  userAgent: navigator.userAgent,
  location,
});
if (decision.type === 'redirect') location.replace(decision.to);
