/**
 * Config `navigation.payloadTimeoutMs`: how long a click waits for the target's payload before a
 * full load. The runtime reads it from the boot data, which leaves it out at the default (5 s), so
 * sites that do not set it keep their bytes and their release id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.js';
import { DEFAULT_PAYLOAD_TIMEOUT_MS } from '../../src/protocol/boot-data.js';
import { PAYLOAD_TIMEOUT_MS } from '../../src/runtime/navigator.js';
import type { BootData } from '../../src/shapes.js';
import { copyFixture, type Fixture } from '../helpers/fixture.js';

const EPOCH = { SOURCE_DATE_EPOCH: '1700000000' };

const bootOf = (files: Map<string, string | Uint8Array>, file: string) =>
  JSON.parse(/<script type="application\/json" id="sitegen-boot">([^<]*)<\/script>/.exec(String(files.get(file)))![1]!) as BootData;

describe('navigation.payloadTimeoutMs', () => {
  let fixture: Fixture;
  let unset: Map<string, string | Uint8Array>;
  let atDefault: Map<string, string | Uint8Array>;
  let set: Map<string, string | Uint8Array>;

  beforeAll(async () => {
    fixture = await copyFixture('basic');
    unset = (await build({ root: fixture.dir, write: false, env: EPOCH })).files!;
    const withTimeout = (ms: number) => (code: string) =>
      code.replace(/(navigation: \{[^}]*\},\n {2})?icons: \{/, `navigation: { payloadTimeoutMs: ${ms} },\n  icons: {`);
    await fixture.edit('generator.config.ts', withTimeout(DEFAULT_PAYLOAD_TIMEOUT_MS));
    atDefault = (await build({ root: fixture.dir, write: false, env: EPOCH })).files!;
    await fixture.edit('generator.config.ts', withTimeout(1500));
    set = (await build({ root: fixture.dir, write: false, env: EPOCH })).files!;
  });
  afterAll(async () => {
    await fixture?.remove();
  });

  it('is the runtime’s own limit when the config does not set it, and the boot data says nothing', () => {
    expect(PAYLOAD_TIMEOUT_MS).toBe(DEFAULT_PAYLOAD_TIMEOUT_MS);
    expect(bootOf(unset, 'en/about/index.html')).not.toHaveProperty('payloadTimeoutMs');
    expect(bootOf(atDefault, 'en/about/index.html')).not.toHaveProperty('payloadTimeoutMs');
  });

  it.each(['index.html', 'en/about/index.html', 'posts/first-post/index.html', 'en/404.html'])(
    'is in the boot data of %s when set',
    (file) => {
      expect(bootOf(set, file).payloadTimeoutMs).toBe(1500);
    },
  );
});
