import * as esbuild from 'esbuild';
import { pathToFileURL } from 'node:url';
process.env.NODE_ENV = 'production';
await esbuild.build({ entryPoints: ['/work/main/src/build/build.ts'], outfile: '/work/main/node_modules/.cache/sitegen/build-lib.mjs', bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'error' });
const { build } = await import(pathToFileURL('/work/main/node_modules/.cache/sitegen/build-lib.mjs').href);
const t = performance.now();
const r = await build({ root: process.argv[2], write: false });
let bytes = 0; for (const v of r.files.values()) bytes += typeof v === 'string' ? Buffer.byteLength(v) : v.byteLength;
console.log('render only', r.stats.pages, 'pages', Math.round(performance.now() - t), 'ms', ((performance.now() - t) / r.stats.pages).toFixed(3), 'ms/page', Math.round(process.memoryUsage().rss/1e6), 'MB rss', Math.round(bytes/1e6), 'MB output');
