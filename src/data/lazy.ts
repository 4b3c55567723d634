/**
 * A large table kept as JSON text and parsed on first use. The service's
 * start-up (and a library user's import) then pays neither the parse nor
 * the tables derived from it; the first request that draws from the table
 * pays it once (a few milliseconds).
 */
export function lazyJson<T>(text: string): () => T {
  let value: T | undefined;
  return () => {
    value ??= JSON.parse(text) as T;
    return value;
  };
}
