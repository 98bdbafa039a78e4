/**
 * The lean React entry (`latch/react/lean`): the API of `latch/react` with no built-in product table, so a host's
 * bundle holds only the products it imports, each from `latch/react/products/<id>` and handed as `plugins`. React is
 * the host's (a peer dependency), never a second copy.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createLatchClient, type LatchClient } from './client.js';
import type { EntryKind } from './registries.js';
import { attachStyles } from './theme/styleRegistry.js';
import { Widget, type WidgetProps } from './Widget.js';

export { createLatchClient, type LatchClient };
export type { ColorScheme, WidgetStyles } from './config.js';
export type { HostProducts } from './entries.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';
export type { RedirectResult } from '../core/redirect.js';
export { useLatchRedirect, type LatchRedirectState } from './useLatchRedirect.js';
export { latchCss } from './theme/styleRegistry.js';

export interface LatchComponentProps extends Omit<WidgetProps, 'client' | 'entry'> {
  client: LatchClient;
  enableShadowDOM?: boolean;
}

function ShadowHost({ children }: { children: ReactNode }) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  useEffect(() => (shadow ? attachStyles(shadow) : undefined), [shadow]);
  return (
    <div
      ref={(el) => {
        if (el && !shadow) setShadow(el.shadowRoot ?? el.attachShadow({ mode: 'open' }));
      }}
    >
      {shadow && createPortal(children, shadow)}
    </div>
  );
}

function Entry({ entry, client, enableShadowDOM, ...props }: LatchComponentProps & { entry: EntryKind }) {
  useEffect(() => (enableShadowDOM ? undefined : attachStyles(document)), [enableShadowDOM]);
  const widget = <Widget {...props} client={client.core} entry={entry} />;
  return enableShadowDOM ? <ShadowHost>{widget}</ShadowHost> : widget;
}

export const LatchLogin = (props: LatchComponentProps) => <Entry {...props} entry="login" />;
export const LatchResetPassword = (props: LatchComponentProps) => <Entry {...props} entry="resetPassword" />;
export const LatchPasskeyRegistration = (props: LatchComponentProps) => <Entry {...props} entry="passkeyRegistration" />;
export const LatchIdentityProvider = (props: LatchComponentProps) => <Entry {...props} entry="identityProvider" />;

/** The current session, re-rendering on every change (including changes made in other tabs). */
export function useLatchSession(client: LatchClient) {
  return useSyncExternalStore(
    (onChange) => client.session.onChange(() => onChange()),
    () => client.session.getSync(),
    () => null,
  );
}

export function useLatchUser(client: LatchClient) {
  return useSyncExternalStore(
    (onChange) => client.session.onChange(() => onChange()),
    () => client.user.getSync(),
    () => null,
  );
}

export * from './pluginKit.js';
// The registries are augmented as `declare module 'latch'`; TypeScript resolves that name only for a module already in
// the host's program, so this entry brings it along for hosts that import nothing else (else TS2664).
export type {} from './vanilla.js';
export { createTestContext } from './testKit.js';
