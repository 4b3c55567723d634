import type { Command } from 'commander';

/** `datos-prueba serve`: the HTTP service, loaded only when this command runs. */
export function registerServeCommand(program: Command) {
  program
    .command('serve')
    .description(
      'Start the HTTP service (PORT, HOST, RATE_LIMIT_PER_MINUTE, TRUST_PROXY, REDIS_URL from the environment)',
    )
    .action(async () => {
      const { runServer } = await import('../server.js');
      await runServer();
    });
}
