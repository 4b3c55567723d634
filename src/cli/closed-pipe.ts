/**
 * A reader that stops early (`datos-prueba ... | head`) closes the pipe;
 * the next write fails with EPIPE. Unix tools end quietly with status 0
 * then: the reader has all it asked for, so it is not an error.
 */
export const isClosedPipe = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'EPIPE';

/**
 * Ends the process quietly (status 0) as soon as stdout's reader has gone;
 * any other write error (a full disk) goes to `onOther`.
 */
export function onStdoutError(onOther: (err: unknown) => void, stream: NodeJS.WriteStream = process.stdout) {
  stream.on('error', (err) => {
    if (isClosedPipe(err)) process.exit(0);
    onOther(err);
  });
}
