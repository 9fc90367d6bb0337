/**
 * zod, for sitegen's config schema and for sites (`z` from `sitegen/config`): one module, so both
 * use one copy. In lib/ this file is zod bundled into one (scripts/build-lib.js): Node loading
 * zod's ~100 modules one by one (60 of them locales) cost every build ~30 ms of CPU at start.
 */
export { z } from 'zod';
