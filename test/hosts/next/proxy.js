import { latchMiddleware } from 'latch/next';

// Next.js 16's proxy (middleware.js before it): a signed-out visitor of /account goes to /sign-in?redirect_url=/account.
export const proxy = latchMiddleware({ signInUrl: '/sign-in' });
export const config = { matcher: ['/account/:path*'] };
