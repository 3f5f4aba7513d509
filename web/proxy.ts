// In front of the pages: answers 4xx what Next itself would answer with a 500 — an address whose
// percent-encoding does not decode, a server action posted from another site, and a server action
// whose body React cannot decode (see lib/action-request.ts). Each action still checks its input.
import { NextResponse, type NextRequest } from 'next/server';
import {
  MAX_ACTION_BODY,
  crossSite,
  readableFormAction,
  readableFormReply,
  readableTextReply,
} from '@/lib/action-request';

const refuse = (status: number, message: string) =>
  new NextResponse(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

async function readableAction(req: NextRequest): Promise<boolean> {
  const type = req.headers.get('content-type') ?? '';
  const fetchAction = req.headers.has('next-action');
  if (type.startsWith('multipart/form-data')) {
    const form = await req
      .clone()
      .formData()
      .catch(() => null);
    return form !== null && (fetchAction ? readableFormReply(form) : readableFormAction(form));
  }
  // Next takes no url-encoded action, and decodes any other body of a fetch action as text.
  if (!fetchAction || type.startsWith('application/x-www-form-urlencoded')) return true;
  const text = await req.clone().text();
  return text.length <= MAX_ACTION_BODY && readableTextReply(text);
}

export async function proxy(req: NextRequest): Promise<NextResponse> {
  if (!decodes(req.nextUrl.pathname)) return refuse(400, 'Bad request: the address is not valid.');
  // next-auth's routes take their own POSTs (with its CSRF token); every other POST may be a server action.
  if (req.method !== 'POST' || req.nextUrl.pathname.startsWith('/api/auth/')) return NextResponse.next();
  if (crossSite(req.headers)) return refuse(403, 'Forbidden: this request comes from another site.');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_ACTION_BODY) return refuse(413, 'The request is too large.');
  if (!(await readableAction(req))) return refuse(400, 'Bad request: the form could not be read.');
  return NextResponse.next();
}

export const config = { matcher: ['/((?!_next/static|_next/image).*)'] };
