/**
 * Fair turns for CPU-bound streams. Every waiting export gets one slice per
 * event-loop iteration, one at a time, so incoming I/O (small requests) is
 * polled between any two slices instead of after every export's slice.
 */
const waiting: Array<() => void> = [];
let pumping = false;

function pump() {
  const next = waiting.shift();
  if (next) next();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/** Resolves when it is this caller's turn to run one slice. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}
