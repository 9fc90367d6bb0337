// CloudFront Function (viewer request, runtime cloudfront-js-1.0 or 2.0) for a site built by
// sitegen on S3: what `sitegen serve` and deploy/nginx.conf do before looking up a file.
// - /about-us/ → the object about-us/index.html (the default root object covers / only);
// - /about-us  → 301 to /about-us/, query kept (a last segment with a dot is a file, left alone);
// - /_headers and /_redirects (configuration for other hosts) → 404, if they were uploaded.
// Plain ES5, so it runs on either runtime.
function handler(event) {
  var request = event.request;
  // //evil.example/ must never become a protocol-relative Location.
  var uri = '/' + request.uri.replace(/^\/+/, '');
  if (uri === '/_headers' || uri === '/_redirects') {
    return { statusCode: 404, statusDescription: 'Not Found', headers: { 'cache-control': { value: 'no-cache' } } };
  }
  if (uri.charAt(uri.length - 1) === '/') {
    request.uri = uri + 'index.html';
    return request;
  }
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri + '/' + queryString(request.querystring) }, 'cache-control': { value: 'public, max-age=3600' } },
    };
  }
  return request;
}

/** `?a=1&b=2&b=3` from CloudFront's querystring object, or '' when there is none. */
function queryString(query) {
  var parts = [];
  for (var name in query) {
    var entry = query[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? encodeURIComponent(name) : encodeURIComponent(name) + '=' + encodeURIComponent(values[i].value));
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}
