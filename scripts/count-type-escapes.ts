/**
 * Counts the places where src/ overrides the compiler: `x as T` and `<T>x`
 * casts (not `as const`, which narrows without overriding) and postfix `x!`
 * non-null assertions, in every src/**\/*.ts file except tests.
 *
 *   npx tsx scripts/count-type-escapes.ts            totals and counts by folder
 *   npx tsx scripts/count-type-escapes.ts --list     also every place, file:line
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const list = process.argv.includes('--list');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.m?ts$/.test(entry.name) && !/\.(test|d)\.m?ts$/.test(entry.name)) yield path;
  }
}

type Kind = 'as' | 'nonNull';
const totals: Record<Kind, number> = { as: 0, nonNull: 0 };
const byFolder = new Map<string, Record<Kind, number>>();
const places: string[] = [];

function isConstAssertion(node: ts.AsExpression | ts.TypeAssertion): boolean {
  return ts.isTypeReferenceNode(node.type) && node.type.typeName.getText() === 'const';
}

for (const path of sourceFiles(SRC)) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const name = relative(ROOT, path);
  const folder = name.split('/').slice(0, -1).join('/');
  const count = (kind: Kind, node: ts.Node): void => {
    totals[kind]++;
    const row = byFolder.get(folder) ?? { as: 0, nonNull: 0 };
    row[kind]++;
    byFolder.set(folder, row);
    if (list) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      places.push(`${name}:${line + 1}\t${kind}\t${node.getText(file).replace(/\s+/g, ' ').slice(0, 100)}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConstAssertion(node))
      count('as', node);
    else if (ts.isNonNullExpression(node)) count('nonNull', node);
    ts.forEachChild(node, visit);
  };
  visit(file);
}

if (list) for (const place of places) console.log(place);
for (const [folder, row] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${folder.padEnd(40)} as ${String(row.as).padStart(4)}   ! ${String(row.nonNull).padStart(4)}`);
}
console.log(
  `${'total'.padEnd(40)} as ${String(totals.as).padStart(4)}   ! ${String(totals.nonNull).padStart(4)}`,
);
