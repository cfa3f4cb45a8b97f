// What the production server checks of a request's path before Next sees it (decision 015).

/**
 * Why a request target's path cannot be read, or null when it can: a `%` not followed by two hex
 * digits, or percent-encoded bytes that are not UTF-8 (overlong forms, lone surrogates,
 * truncated sequences). Next would answer either with a bare 500.
 * @param {string} target the request line's target: path and query
 * @returns {'malformed-percent-encoding' | 'invalid-utf8' | null}
 */
export function unreadablePath(target) {
  const path = target.split('?', 1)[0] ?? '';
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return 'malformed-percent-encoding';
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return 'invalid-utf8';
  }
}

/**
 * The `lang` of a request target's query, read leniently (a broken query still has a language):
 * the raw value, for the page to validate.
 * @param {string} target
 * @returns {string}
 */
export function requestedLanguage(target) {
  const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('lang') ?? '';
}
