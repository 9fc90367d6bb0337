/** Where the build writes what the browser reads (src/protocol/output-files.ts): one place for both sides. */
import { describe, expect, it } from 'vitest';
import {
  clientMessagesFile,
  errorPayloadFile,
  isContentNamedFile,
  isImmutableFile,
  notFoundPageFile,
  payloadFile,
  payloadUrl,
  RELEASE_POINTER_FILE,
  releaseManifestFile,
  releaseStylesheetFile,
} from '../../src/protocol/output-files.js';

describe('output file locations', () => {
  it.each([
    ['index.html', '_payload.json'],
    ['en/about-us/index.html', 'en/about-us/_payload.json'],
  ])('puts the payload of %s beside it at %s', (html, payload) => {
    expect(payloadFile(html)).toBe(payload);
  });

  it('gives a page path its payload URL', () => {
    expect(payloadUrl('/en/about-us/')).toBe('/en/about-us/_payload.json');
  });

  it('names the release files under _sitegen/builds/', () => {
    expect(RELEASE_POINTER_FILE).toBe('_sitegen/builds/latest.json');
    expect(releaseManifestFile('c1426c89c4c1')).toBe('_sitegen/builds/meta/c1426c89c4c1.json');
  });

  it('writes the default 404 page at the root and one per locale under its prefix', () => {
    expect(notFoundPageFile()).toBe('404.html');
    expect(notFoundPageFile('en')).toBe('en/404.html');
  });

  it('names error payloads and message files under _sitegen/', () => {
    expect(errorPayloadFile('abc', 'de', 500)).toBe('_sitegen/errors/abc/de-500.json');
    expect(clientMessagesFile('en', '5db9a79c42')).toBe('_sitegen/messages/en-5db9a79c42.json');
  });

  it('puts the release stylesheet with the release files, whose bytes may change under one build id', () => {
    expect(releaseStylesheetFile('abc')).toBe('_sitegen/builds/styles/abc.css');
  });
});

describe('the hashing rule', () => {
  it.each([
    ['_sitegen/runtime-VDPXDV7E.js', true, true],
    ['_sitegen/errors/abc/de-404.json', true, true],
    ['_sitegen/builds/meta/abc.json', false, false],
    ['_sitegen/builds/styles/abc.css', false, false],
    ['_sitegen/builds/latest.json', false, false],
    ['en/about-us/_payload.json', false, false],
    ['favicon.svg', false, false],
  ])('%s: immutable %s, compressed copies reusable %s', (file, immutable, contentNamed) => {
    expect(isImmutableFile(file)).toBe(immutable);
    expect(isContentNamedFile(file)).toBe(contentNamed);
  });
});
