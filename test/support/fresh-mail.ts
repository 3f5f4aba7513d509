// Set-up for each file of the server tier, which shares one module graph per worker (see
// vitest.config.ts): the local SES emulator keeps the mail it caught in its module's state, shared
// by every runtime in the worker, so each file starts with none, as it did in a fresh worker.
import { createRequire } from 'node:module';

const emulatorStore = createRequire(import.meta.url)('aws-ses-v2-local/dist/store.js') as { clearStore: () => void };
emulatorStore.clearStore();
