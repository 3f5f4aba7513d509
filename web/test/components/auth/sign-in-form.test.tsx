// The sign-in form when the server fails the request for a link with an error that is not a
// redirect (as Next answers when the sign-in route throws: a 500 with no JSON): next-auth's own
// client code rejects, and the form says the link could not be sent and can be sent again, instead
// of staying disabled on a page that never changes.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEND_FAILED, SignInForm } from '@/components/auth/sign-in-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in form', () => {
  it('says the link could not be sent when the server fails, and sends again on the next click', async () => {
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : input.toString();
        if (url.endsWith('/api/auth/providers')) {
          return Response.json({
            email: {
              id: 'email',
              name: 'Email',
              type: 'email',
              signinUrl: '/api/auth/signin/email',
              callbackUrl: '/api/auth/callback/email',
            },
          });
        }
        if (url.endsWith('/api/auth/csrf')) return Response.json({ csrfToken: 'csrf' });
        if (url.endsWith('/api/auth/signin/email') && init?.method === 'post') {
          posts.push(
            typeof init.body === 'string'
              ? init.body
              : init.body instanceof URLSearchParams
                ? init.body.toString()
                : '',
          );
          return new Response('Internal Server Error', { status: 500 });
        }
        throw new Error(`unexpected fetch ${url}`);
      }),
    );
    render(<SignInForm callbackUrl="/" />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    const button = screen.getByRole('button', { name: 'Email me a sign-in link' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SEND_FAILED));
    expect(posts).toHaveLength(1);
    expect(new URLSearchParams(posts[0]).get('email')).toBe('ada@example.com');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(posts).toHaveLength(2));
  });
});
