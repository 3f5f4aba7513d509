// The HTTP contract of the game API: every request and response body as a zod schema, each enum
// once. Shared by the handlers and the web app; zod and the engine's types only (no Node or AWS
// imports), so a browser bundle can import it. One file per part; this is the index.
export * from './common.js';
export * from './names.js';
export * from './games.js';
export * from './moves.js';
export * from './history.js';
export * from './timeline.js';
export * from './steps.js';
export * from './profile.js';
export * from './responses.js';
export * from './community/open-games.js';
export * from './community/ratings.js';
export * from './community/rematch.js';
export * from './community/chat.js';
