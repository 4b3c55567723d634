// The errors moved to src/errors/ (no HTTP in them); this path stays for code that still imports it.
export * from '../errors/index.js';
