// The engine as the backend uses it: the public surface plus bot lookup (by Map, in engine/bots).
export * from '../../engine/index.js';
export { getBot, getBotOrRandom, knownBot } from '../../engine/bots/index.js';
