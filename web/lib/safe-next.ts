// Where to go after a step like the first-sign-in name: only this site's own paths, never another host.

export const safeNext = (v: unknown): string => (typeof v === 'string' && /^\/(?!\/)[\w\-/?=&.%]*$/.test(v) ? v : '/');
