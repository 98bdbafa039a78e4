'use client';
import { useEffect } from 'react';

/**
 * Signed in: back to the page the visitor asked for, whose server now reads the session cookies the widget wrote.
 * Why a full page load, not the router? The router keeps what it fetched while the visitor was signed out (a link's
 * prefetch of that very page, answered by the proxy's redirect here), and would replay it.
 */
export function Continue({ to }) {
  useEffect(() => window.location.replace(to), [to]);
  return <p>Signed in, taking you back…</p>;
}
