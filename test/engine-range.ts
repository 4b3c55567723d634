/** Major of the lowest Node an engines range admits (the least over its `||` alternatives). */
export function lowestMajor(range: string): number {
  return Math.min(
    ...range.split('||').map((alternative) => {
      const first = /([0-9]+)/.exec(alternative.trim());
      // "*", "" or "x": any version.
      return first === null ? 0 : Number(first[1]);
    }),
  );
}
