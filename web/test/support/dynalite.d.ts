// dynalite (DynamoDB's API in-process) is the repository's local DynamoDB, a dependency of the
// repository root, whose install also installs the web app; it ships no types.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
