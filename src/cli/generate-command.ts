import type { Command } from 'commander';
import { prepareGenerate } from '../api/generate.js';
import { COUNTRIES } from '../countries/registry.js';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { jsonWriting, tableWriting } from './generate-output.js';
import { warnIgnoredOptions } from './output.js';
import { sayRunSummary } from './summary.js';
import { writeChunks } from './write.js';

/** Every country's generators, each name once (a name means the same kind of record in each). */
const generatorNames = () => [...new Set(COUNTRIES.flatMap((c) => c.generators.map((g) => g.name)))];

/** `datos-prueba generate`: records of one generator to stdout, any count; extra `--name value` pairs are its options. */
export function registerGenerateCommand(program: Command, lang: () => Lang, locale: () => string) {
  program
    .command('generate')
    .argument('<generator>', generatorNames().join(', '))
    .description(
      'Generate records of one type; extra --name value pairs are the generator options of the API',
    )
    .option('--count <n>', 'number of records (no upper limit offline)', '1')
    .option('--seed <seed>', 'same seed, same data')
    .option('--json', 'JSON output (default when stdout is not a terminal)')
    .allowUnknownOption()
    .allowExcessArguments()
    .addHelpText(
      'after',
      `
Examples:
  $ datos-prueba generate document --count 5 --seed abc --sub nie --fmt dashed
  $ datos-prueba generate identity --seed demo --refDate 2026-01-01 --json
  $ datos-prueba generate card --sub amex --count 3
  $ datos-prueba --locale pt generate document --sub nipc --count 3`,
    )
    .action(
      async (generator: string, opts: { count: string; seed?: string; json?: boolean }, cmd: Command) => {
        const startedAt = performance.now();
        const options = parseExtraOptions(cmd.args.slice(1));
        // Records are drawn as they are written: any count, in flat memory (generate-output.ts).
        const prepared = prepareGenerate({
          generator,
          locale: locale(),
          count: opts.count,
          seed: opts.seed,
          options,
          maxCount: Number.MAX_SAFE_INTEGER,
        });
        warnIgnoredOptions(prepared.meta.ignoredOptions, lang());
        const json = opts.json || !process.stdout.isTTY;
        await writeChunks(json ? jsonWriting(prepared) : tableWriting(prepared), process.stdout, {
          progress: false,
          lang: lang(),
        });
        sayRunSummary('generate', prepared.meta.count, startedAt, undefined, lang());
      },
    );
}

/** `--sub nie --fmt=dashed --ok false` -> { sub: 'nie', fmt: 'dashed', ok: 'false' } */
function parseExtraOptions(args: readonly string[]): Record<string, string> {
  const options: Record<string, string> = Object.create(null);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw invalidParams({ problem: 'unexpected_argument', value: arg });
    const eq = arg.indexOf('=');
    if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
    else {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--'))
        throw invalidParams({ parameter: arg.slice(2), problem: 'missing_value' });
      options[arg.slice(2)] = next;
      i++;
    }
  }
  return options;
}
