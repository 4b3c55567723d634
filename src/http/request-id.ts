import { randomBytes } from 'node:crypto';

/**
 * Request ids: a prefix drawn at random when the app is built, then a counter.
 * Unique within a process, and across restarts and instances by the prefix
 * (48 random bits). A random UUID per request cost as much as a small route's
 * own work, for an id whose only use is to find a request in the logs.
 */
export function requestIdGenerator(): () => string {
  const prefix = randomBytes(6).toString('hex');
  let counter = 0;
  return () => {
    counter++;
    return `${prefix}-${counter.toString(36)}`;
  };
}
