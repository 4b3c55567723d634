import { firstWord, foldAscii } from './fold.js';

/**
 * A name table's names with their ASCII folds, side by side by index (each
 * folded once, when first drawn): a drawn name and its fold are then read
 * from one place, not from two tables of some 26,000 entries each.
 */
export class FoldedNames {
  /** Name i at 2i, its fold (once made) at 2i + 1. */
  private pairs: (string | undefined)[] | undefined;

  constructor(
    /** The table is parsed on first use, so it is fetched then. */
    private readonly table: () => readonly string[],
    private readonly fold: (name: string) => string = foldAscii,
  ) {}

  private load(): (string | undefined)[] {
    const pairs: (string | undefined)[] = [];
    for (const name of this.table()) pairs.push(name, undefined);
    this.pairs = pairs;
    return pairs;
  }

  name(index: number): string {
    return (this.pairs ?? this.load())[2 * index]!;
  }

  folded(index: number): string {
    const pairs = this.pairs ?? this.load();
    let folded = pairs[2 * index + 1];
    if (folded === undefined) {
      folded = this.fold(pairs[2 * index]!);
      pairs[2 * index + 1] = folded;
    }
    return folded;
  }
}

/** "José Antonio" -> "jose": handles are built on the first given name only. */
export const foldGiven = (name: string) => foldAscii(firstWord(name));
