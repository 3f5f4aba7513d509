import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth';
import { authRequestProblem } from '@/lib/auth-request';

// next-auth types its App Router handler as `any`: this is the shape Next.js calls it with.
const handler = NextAuth(authOptions) as (
  req: NextRequest,
  ctx: { params: Promise<{ nextauth: string[] }> },
) => Promise<Response>;

/** next-auth, after the checks of what it would otherwise answer with a 500. */
async function guarded(req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  const problem = await authRequestProblem(req);
  if (problem)
    return new Response(`Bad request: ${problem}\n`, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return handler(req, ctx);
}

export { guarded as GET, guarded as POST };
