import { runServer } from './server.js';

/** Process entry point of `npm start`: nothing but the server. */
runServer().catch((err) => {
  process.stderr.write(`Fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
