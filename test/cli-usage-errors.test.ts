/**
 * Mistakes Commander finds on the command line (an unknown option or
 * command, a missing argument or flag value, a value outside a flag's
 * choices) are said like every other CLI error: INVALID_PARAMS, the problem
 * in the language of --lang (read even when the mistake comes before it is
 * parsed), the details as JSON, then where the usage is; exit 2, no stack.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './cli-runner.js';

const CASES: readonly { args: string[]; lines: [string, string, string] }[] = [
  {
    args: ['--lang', 'en', 'bulk', 'schema.json', '--nope'],
    lines: [
      'INVALID_PARAMS: Unknown option --nope',
      '{"parameter":"nope","problem":"unknown_option"}',
      '(datos-prueba bulk --help shows the usage)',
    ],
  },
  {
    args: ['generar'],
    lines: [
      'INVALID_PARAMS: <command> debe ser uno de: «generate», «bulk», «dataset», «db», «validate», «anonimizar», «manifest», «verify», «serve»; has enviado «generar»',
      '{"parameter":"<command>","problem":"not_allowed","value":"generar","allowed":["generate","bulk","dataset","db","validate","anonimizar","manifest","verify","serve"]}',
      '(datos-prueba --help muestra el uso)',
    ],
  },
  {
    args: ['--lang', 'pt', 'generate', 'document', '--count'],
    lines: [
      'INVALID_PARAMS: --count precisa de um valor',
      '{"parameter":"count","problem":"missing_value"}',
      '(datos-prueba generate --help mostra a utilização)',
    ],
  },
  {
    args: ['generate', '--lang=en'],
    lines: [
      'INVALID_PARAMS: <generator> is missing',
      '{"parameter":"<generator>","problem":"required"}',
      '(datos-prueba generate --help shows the usage)',
    ],
  },
  {
    args: ['--lang', 'xx', 'generate', 'document'],
    lines: [
      'INVALID_PARAMS: --lang debe ser uno de: «es», «en», «pt»; has enviado «xx»',
      '{"parameter":"lang","problem":"not_allowed","value":"xx","allowed":["es","en","pt"]}',
      '(datos-prueba generate --help muestra el uso)',
    ],
  },
];

describe('CLI usage mistakes', () => {
  it('are said in the chosen language with their problem code, exit 2', async () => {
    const results = await Promise.all(CASES.map(({ args }) => cli(args)));
    for (const [i, { args, lines }] of CASES.entries()) {
      const { code, stdout, stderr } = results[i]!;
      expect({ args, code, stdout, lines: stderr.split('\n') }).toEqual({
        args,
        code: 2,
        stdout: '',
        lines: [...lines, ''],
      });
    }
  });
});
