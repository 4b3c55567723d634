/**
 * A regular-expression CHECK (`cp ~ '^[0-9]{5}$'`, `code REGEXP
 * '^[a-z0-9_]+$'`) met by the values on their way in: a value that matches
 * stays; one that does not is first tried in plainer spellings (lower
 * case, accents dropped, other characters as `_`), then replaced by a
 * string the expression describes, drawn from a hash of the value (the
 * same value gives the same string). Expressions of literals, classes
 * (`[a-z]`, `\d`, `\w`, `.`, POSIX `[[:digit:]]`), groups with `|` and
 * quantifiers (`?`, `*`, `+`, `{n}`, `{n,m}`) are read; any other leaves
 * the values as they are (the database refuses what breaks it).
 */

type Node =
  | { readonly kind: 'chars'; readonly chars: string }
  | { readonly kind: 'group'; readonly options: readonly Node[][] }
  | { readonly kind: 'repeat'; readonly node: Node; readonly min: number; readonly max: number };

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const WORD = `${LOWER}${UPPER}${DIGITS}_`;
const PRINTABLE = `${LOWER}${UPPER}${DIGITS}`;
/** Most repetitions drawn for `*`, `+` and open `{n,}`. */
const OPEN_REPEAT = 8;
const POSIX: Readonly<Record<string, string>> = {
  digit: DIGITS,
  alpha: `${LOWER}${UPPER}`,
  alnum: `${LOWER}${UPPER}${DIGITS}`,
  lower: LOWER,
  upper: UPPER,
  space: ' ',
  xdigit: `${DIGITS}abcdef`,
};

class Unreadable extends Error {}

/** `^...$` read into nodes, or undefined when it says something this reader does not know. */
function parse(pattern: string): Node[] | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  let i = 1;
  const end = pattern.length - 1;
  const sequence = (): Node[][] => {
    const options: Node[][] = [[]];
    while (i < end) {
      const c = pattern[i]!;
      if (c === ')') return options;
      if (c === '|') {
        options.push([]);
        i++;
        continue;
      }
      let node: Node;
      if (c === '(') {
        i++;
        if (pattern.startsWith('?:', i)) i += 2;
        node = { kind: 'group', options: sequence() };
        if (pattern[i] !== ')') throw new Unreadable();
        i++;
      } else if (c === '[') node = { kind: 'chars', chars: readClass() };
      else if (c === '\\') {
        const e = pattern[i + 1];
        i += 2;
        node = { kind: 'chars', chars: e === 'd' ? DIGITS : e === 'w' ? WORD : e === 's' ? ' ' : escaped(e) };
      } else if (c === '.') {
        node = { kind: 'chars', chars: PRINTABLE };
        i++;
      } else if ('^$*+?{'.includes(c)) throw new Unreadable();
      else {
        node = { kind: 'chars', chars: c };
        i++;
      }
      options[options.length - 1]!.push(quantified(node));
    }
    return options;
  };
  const escaped = (e: string | undefined) => {
    if (e === undefined || /[A-Za-z0-9]/.test(e)) throw new Unreadable();
    return e;
  };
  const readClass = (): string => {
    i++;
    if (pattern[i] === '^') throw new Unreadable();
    let chars = '';
    while (i < end && pattern[i] !== ']') {
      const posix = /^\[:([a-z]+):\]/.exec(pattern.slice(i));
      if (posix) {
        const set = POSIX[posix[1]!];
        if (!set) throw new Unreadable();
        chars += set;
        i += posix[0].length;
        continue;
      }
      let c = pattern[i]!;
      if (c === '\\') {
        const e = pattern[i + 1];
        i += 2;
        if (e === 'd') chars += DIGITS;
        else if (e === 'w') chars += WORD;
        else chars += escaped(e);
        continue;
      }
      if (pattern[i + 1] === '-' && pattern[i + 2] !== ']' && i + 2 < end) {
        const to = pattern[i + 2]!;
        for (let code = c.charCodeAt(0); code <= to.charCodeAt(0); code++) chars += String.fromCharCode(code);
        i += 3;
        continue;
      }
      c = pattern[i]!;
      chars += c;
      i++;
    }
    if (pattern[i] !== ']' || chars.length === 0) throw new Unreadable();
    i++;
    return chars;
  };
  const quantified = (node: Node): Node => {
    const c = pattern[i];
    if (c === '?' || c === '*' || c === '+') {
      i++;
      return { kind: 'repeat', node, min: c === '+' ? 1 : 0, max: c === '?' ? 1 : OPEN_REPEAT };
    }
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
    if (!braces) return node;
    i += braces[0].length;
    const min = Number(braces[1]);
    const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : min + OPEN_REPEAT;
    return { kind: 'repeat', node, min, max };
  };
  try {
    const options = sequence();
    if (i !== end) return undefined;
    return [{ kind: 'group', options }];
  } catch (err) {
    if (err instanceof Unreadable) return undefined;
    throw err;
  }
}

/** A small deterministic generator (mulberry32) seeded by the value's hash. */
function draws(text: string): () => number {
  let h = 2166136261;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(nodes: readonly Node[], next: () => number, maxLength: number | undefined): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.kind === 'chars') out.push(node.chars[Math.floor(next() * node.chars.length)]!);
    else if (node.kind === 'group') {
      const option = node.options[Math.floor(next() * node.options.length)]!;
      for (const n of option) walk(n);
    } else {
      // Short repeats keep values inside narrow columns: the minimum plus a few.
      const span = Math.min(node.max, node.min + 3, maxLength ?? Number.POSITIVE_INFINITY) - node.min;
      const times = node.min + Math.floor(next() * (Math.max(0, span) + 1));
      for (let k = 0; k < times; k++) walk(node.node);
    }
  };
  for (const n of nodes) walk(n);
  return out.join('');
}

/**
 * The values' way through a regular-expression CHECK: the value, a plainer
 * spelling of it, or a string the expression describes. Undefined when the
 * expression cannot be read.
 */
export function patternFit(pattern: string, maxLength?: number): ((text: string) => string) | undefined {
  const posixFree = pattern.replace(/\[:([a-z]+):\]/g, (_, name: string) =>
    POSIX[name] ? POSIX[name].replace(/[\]\\^-]/g, '\\$&') : `[:${name}:]`,
  );
  let test: RegExp;
  try {
    test = new RegExp(posixFree, 'u');
  } catch {
    return undefined;
  }
  const nodes = parse(pattern);
  return (text) => {
    if (test.test(text)) return text;
    const plain = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    for (const candidate of [plain, plain.replace(/[^a-z0-9]+/g, '_'), plain.replace(/[^a-z0-9]+/g, '')])
      if (test.test(candidate) && (maxLength === undefined || candidate.length <= maxLength))
        return candidate;
    if (!nodes) return text;
    const next = draws(text);
    for (let attempt = 0; attempt < 5; attempt++) {
      const made = generate(nodes, next, maxLength);
      if (test.test(made) && (maxLength === undefined || [...made].length <= maxLength)) return made;
    }
    return text;
  };
}
