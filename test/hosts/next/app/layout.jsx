import { LatchProvider, LatchStyles } from 'latch/react';

export const metadata = { title: 'Next.js host', icons: { icon: 'data:,' } };

/**
 * A server component: it renders the widget's client parts with serializable props only. The provider makes the
 * page's one client; LatchStyles puts the widget's CSS in <head>, so a server-rendered form is styled before any script.
 */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <LatchStyles />
        <LatchProvider publicToken={process.env.LATCH_PUBLIC_TOKEN} baseUrl={process.env.LATCH_BASE_URL}>
          {children}
        </LatchProvider>
      </body>
    </html>
  );
}
