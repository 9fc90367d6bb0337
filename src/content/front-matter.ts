/**
 * The `yaml` package, which parses an entry's front matter when it is not flat
 * (flat-front-matter.ts), required when the first such file is parsed: an incremental build whose
 * entries all come from the entry cache, or a site whose blocks are all flat, loads none of it. In
 * lib/ this module is `yaml` bundled into one file (scripts/build-lib.js): requiring its ~80
 * CommonJS files one by one is most of its cost.
 */
import { createRequire } from 'node:module';
import type * as yamlType from 'yaml';

const requireHere = createRequire(import.meta.url);

export function loadYaml(): typeof yamlType {
  return requireHere('yaml') as typeof yamlType;
}
