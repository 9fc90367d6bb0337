// A preload for `sitegen build` that saves what its render workers are sent (the setup, every page,
// the site bundle's URL) to $SITEGEN_RENDER_SETUP, for bench/render-pass.js. The build serializes
// it once with v8.serialize (build/render-worker.ts serializeSetup), which this wraps; only builds
// that start render workers (15,000 pages, or --workers 2) write the file.
//
//   SITEGEN_RENDER_SETUP=/tmp/setup.bin NODE_OPTIONS="--import /path/to/bench/capture-render-setup.js" \
//     node_modules/.bin/sitegen build --workers 2
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const serialize = v8.serialize;
v8.serialize = (value) => {
  const bytes = serialize(value);
  if (value && typeof value === 'object' && 'serverUrl' in value && 'pages' in value && process.env.SITEGEN_RENDER_SETUP)
    writeFileSync(process.env.SITEGEN_RENDER_SETUP, bytes);
  return bytes;
};
