/**
 * Characters no person types and the database cannot always store: C0 controls other than tab, line
 * feed and carriage return (PostgreSQL refuses NUL in text outright), the noncharacters U+FFFE/U+FFFF
 * and UTF-16 surrogates without their pair. Refused centrally when a request is read, so every handler,
 * present and future, answers 400 instead of failing at the database.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when any string in `value` (strings, object keys and values, array items, at any depth) holds a
 * forbidden character. Walked with an explicit stack: a deeply nested body cannot overflow the call stack.
 */
export function containsControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (FORBIDDEN.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (item !== null && typeof item === "object") {
      for (const [key, entry] of Object.entries(item)) pending.push(key, entry);
    }
  }
  return false;
}

/** A path segment or query value is one line: there tab, line breaks and DEL are refused as well. */
const FORBIDDEN_IN_URL = /[\u0000-\u001F\u007F]/;

/** True when any of `parts` (a decoded path, segment, query name or value) holds a refused character. */
export function containsUrlControlCharacters(parts: readonly string[]): boolean {
  return parts.some((part) => FORBIDDEN_IN_URL.test(part) || FORBIDDEN.test(part));
}

/**
 * True when the URL's decoded path or query holds a refused character, or its path does not decode at
 * all (a percent-encoding that is not UTF-8): either way nothing downstream can use it as an id.
 */
export function urlHasControlCharacters(url: URL): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  return containsUrlControlCharacters([path, ...[...url.searchParams].flat()]);
}
