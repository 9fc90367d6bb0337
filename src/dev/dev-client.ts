/** The script `sitegen dev` adds to every page: reload on a new build, show a failed one. */
import { KEEP_ATTRIBUTE } from '../protocol/dom-markers.js';

export const DEV_EVENTS_PATH = '/_sitegen/dev/events';
export const DEV_CLIENT_PATH = '/_sitegen/dev/client.js';

export const DEV_CLIENT_SCRIPT = `(() => {
  const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
  // Tells tools (and tests) that edits will now reach this tab.
  events.addEventListener('open', () => document.documentElement.setAttribute('data-sitegen-dev', 'connected'));
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('build-error', (event) => {
    let overlay = document.getElementById('sitegen-dev-error');
    if (!overlay) {
      overlay = document.createElement('pre');
      overlay.id = 'sitegen-dev-error';
      overlay.setAttribute('role', 'alert');
      overlay.setAttribute(${JSON.stringify(KEEP_ATTRIBUTE)}, ''); // survives an in-place navigation with appRoot 'body'
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;margin:0;padding:24px;overflow:auto;background:rgba(20,20,20,.95);color:#ffb4b4;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap';
      document.body.append(overlay);
    }
    overlay.textContent = 'sitegen: build failed\\n\\n' + JSON.parse(event.data);
  });
})();
`;
