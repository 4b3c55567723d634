/**
 * A broken promise inside the program (not a problem with what was asked):
 * an index or key that the code that built the table guarantees was missing.
 * Thrown by `known` and `itemAt` so that a trusted lookup stays checked
 * instead of being asserted with `!`.
 */
export class InternalError extends Error {
  override readonly name = 'InternalError';
}

/** `value`, which the caller's invariant guarantees is there; else an InternalError naming `what`. */
export function known<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new InternalError(`internal error: ${what} is missing`);
  return value;
}

/** `items[index]`, which the caller's invariant guarantees exists; else an InternalError naming `what`. */
export function itemAt<T>(items: ArrayLike<T | undefined>, index: number, what = 'item'): T {
  const item = items[index];
  if (item === undefined)
    throw new InternalError(`internal error: ${what} ${index} of ${items.length} is missing`);
  return item;
}
