/**
 * deploy/cloudfront-function.js, run as CloudFront would run it (a `handler(event)` in a bare
 * context): folder paths map to index.html, page paths without their slash get a 301 with the
 * query kept, and no Location ever leaves the site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/fixture.js';

interface CloudFrontRequest {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
interface CloudFrontResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
}

const source = readFileSync(path.join(REPO_ROOT, 'deploy/cloudfront-function.js'), 'utf8');
// A fresh context with nothing but the language, as in CloudFront (no require, no process).
const handler = runInNewContext(`${source}\nhandler;`, {}) as (event: {
  request: CloudFrontRequest;
}) => CloudFrontRequest | CloudFrontResponse;

function viewerRequest(uri: string, querystring: CloudFrontRequest['querystring'] = {}) {
  return handler({ request: { uri, querystring } });
}

describe('the CloudFront viewer-request function', () => {
  it.each([
    ['/', '/index.html'],
    ['/about-us/', '/about-us/index.html'],
    ['/en/career/pv-monteur/', '/en/career/pv-monteur/index.html'],
  ])('serves %s from the object %s', (uri, object) => {
    expect(viewerRequest(uri)).toMatchObject({ uri: object });
  });

  it.each(['/_sitegen/runtime-Y337OQBQ.js', '/favicon.svg', '/about-us/_payload.json', '/_sitegen/builds/latest.json', '/404.html'])(
    'leaves the file %s as it is',
    (uri) => {
      expect(viewerRequest(uri)).toMatchObject({ uri });
    },
  );

  it('redirects /about-us permanently to /about-us/', () => {
    const response = viewerRequest('/about-us') as CloudFrontResponse;
    expect(response.statusCode).toBe(301);
    expect(response.headers.location!.value).toBe('/about-us/');
  });

  it('keeps the query, repeated and empty parameters included, when it redirects', () => {
    const response = viewerRequest('/en/career', {
      ref: { value: 'mail' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b c' }] },
      flag: { value: '' },
    }) as CloudFrontResponse;
    expect(response.headers.location!.value).toBe('/en/career/?ref=mail&tag=a&tag=b%20c&flag');
  });

  it.each(['//evil.example', '//evil', '///evil/path'])('never redirects %s to another host', (uri) => {
    const result = viewerRequest(uri);
    const location = 'statusCode' in result ? result.headers.location?.value : undefined;
    if (location !== undefined) {
      expect(location.startsWith('//')).toBe(false);
      expect(new URL(location, 'https://www.example.com/').host).toBe('www.example.com');
    }
  });

  it.each(['/_headers', '/_redirects'])('answers the host file %s with 404', (uri) => {
    expect(viewerRequest(uri)).toMatchObject({ statusCode: 404 });
  });
});
