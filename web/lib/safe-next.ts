// Where to go after a step like the first-sign-in name: only this site's own paths, never another host.

export const safeNext = (v: unknown): string => (typeof v === 'string' && /^\/(?!\/)[\w\-/?=&.%]*$/.test(v) ? v : '/');

/** One value of a page's query: a repeated key arrives as an array (the first counts). */
export const firstValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A callback URL next-auth can read: a path on this site, or an absolute http(s) URL, short and without control characters. */
export function readableCallbackUrl(v: unknown): v is string {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (typeof v !== 'string' || v.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * next-auth's redirect callback: its default throws on a URL it cannot parse (a 500) and reads a
 * path with a backslash as this site's. Here: this site's paths and URLs, else the site's root.
 */
export function authRedirect({ url, baseUrl }: { url: unknown; baseUrl: string }): string {
  if (!readableCallbackUrl(url)) return baseUrl;
  if (url.startsWith('/')) return `${baseUrl}${url}`;
  return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
}
