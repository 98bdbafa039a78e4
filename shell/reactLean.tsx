'use client';
// Why a client boundary? A Next.js server component may import this entry (a layout rendering LatchProvider or
// LatchLogin); without it the bundler runs the components on the server, where React has no createContext.
/**
 * The lean React entry (`latch/react/lean`): the API of `latch/react` with no built-in product table, so a host's
 * bundle holds only the products it imports, each from `latch/react/products/<id>` and handed as `plugins`. React is
 * the host's (a peer dependency), never a second copy.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { inPage } from '../core/session/environment.js';
import { stepUpCancelledError } from '../core/stepUp.js';
import type { Session } from '../core/types.js';
import { createLatchClient, type LatchClient } from './client.js';
import { descriptorOf } from './entries.js';
import { useClientFor } from './latchContext.js';
import type { EntryKind, LatchConfig, WidgetEvent } from './registries.js';
import { load } from './runtime/downloads.js';
import { planMount } from './runtime/plan.js';
import { attachStyles } from './theme/styleRegistry.js';
import { Widget, type WidgetProps } from './Widget.js';

export { createLatchClient, type LatchClient };
export type { ColorScheme, WidgetStyles } from './config.js';
export type { HostProducts } from './entries.js';
export type { LatchConfig } from './registries.js';
export type { ClientOptions } from '../core/client.js';
export { ApiError, LatchError, UsageError } from '../core/errors.js';
export type { RedirectResult } from '../core/redirect.js';
export { useLatchRedirect, type LatchRedirectState } from './useLatchRedirect.js';
export { latchCss } from './theme/styleRegistry.js';
export { LatchStyles } from './theme/LatchStyles.js';
export { LatchProvider, SignedIn, SignedOut, useLatchClient, useSession, useUser, type LatchProviderProps } from './LatchProvider.js';

export interface LatchComponentProps extends Omit<WidgetProps, 'client' | 'entry'> {
  /** @default the client of the enclosing `LatchProvider` */
  client?: LatchClient;
  enableShadowDOM?: boolean;
}

/** A widget in a locale: its own lazy part, so that a host that sets none downloads none of it. */
const LocalizedWidget = lazy(() => import('./locale/LocalizedWidget.js'));

/**
 * The products of a widget in a locale, asked for as its part is: that part would otherwise ask for them only once it
 * has arrived, a round trip later. A download starts once however often this runs (runtime/downloads.ts).
 */
function prefetchLocalized(entry: EntryKind, config: LatchConfig, host: WidgetProps['plugins']) {
  const plan = planMount(entry, config, host);
  // A failure is the widget's to report, when it loads the product.
  if (plan.ok && inPage()) for (const id of plan.products) load(descriptorOf(id, host)!.load).catch(() => undefined);
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

function Entry({ entry, client: given, enableShadowDOM, ...props }: LatchComponentProps & { entry: EntryKind }) {
  const client = useClientFor(componentOf(entry), given);
  useEffect(() => (enableShadowDOM ? undefined : attachStyles(document)), [enableShadowDOM]);
  if (props.config?.locale !== undefined) prefetchLocalized(entry, props.config, props.plugins);
  const widget =
    props.config?.locale === undefined ? (
      <Widget {...props} client={client.core} entry={entry} />
    ) : (
      <Suspense fallback={null}>
        <LocalizedWidget {...props} client={client.core} entry={entry} />
      </Suspense>
    );
  return enableShadowDOM ? <ShadowHost>{widget}</ShadowHost> : widget;
}

/** An entry's component name (`LatchLogin` for login), for the error that names the component missing its client. */
const componentOf = (entry: EntryKind) => `Latch${entry[0]!.toUpperCase()}${entry.slice(1)}`;

export const LatchLogin = (props: LatchComponentProps) => <Entry {...props} entry="login" />;
export const LatchResetPassword = (props: LatchComponentProps) => <Entry {...props} entry="resetPassword" />;
export const LatchPasskeyRegistration = (props: LatchComponentProps) => <Entry {...props} entry="passkeyRegistration" />;
export const LatchIdentityProvider = (props: LatchComponentProps) => <Entry {...props} entry="identityProvider" />;

export interface LatchStepUpProps extends LatchComponentProps {
  /** The session has just proven a second factor. */
  onComplete?(session: Session): void;
  /** The visitor left without proving one. */
  onCancel?(): void;
}

/** Asks the signed-in visitor for a second factor (the `stepUp` entry); `useLatchStepUp` gives the same as a promise. */
export function LatchStepUp({ onComplete, onCancel, ...props }: LatchStepUpProps) {
  const client = useClientFor(componentOf('stepUp'), props.client);
  const onEvent = (event: WidgetEvent) => {
    props.callbacks?.onEvent?.(event);
    if (event.type === 'STEP_UP_COMPLETE') onComplete?.(client.session.getSync()!);
    else if (event.type === 'STEP_UP_CANCEL') onCancel?.();
  };
  return <Entry {...props} entry="stepUp" callbacks={{ ...props.callbacks, onEvent }} />;
}

/**
 * A step-up as a promise: `stepUp()` shows `prompt` (render it where the question belongs, a dialog say) and resolves
 * to the session once the visitor has proven a second factor, or rejects with StepUpCancelledError when they cancel.
 */
export function useLatchStepUp(props: LatchComponentProps = {}) {
  const [asked, setAsked] = useState<[(session: Session) => void, (error: Error) => void] | null>(null);
  // A stable function (useState's initializer), so a host may list it in an effect's dependencies; asked again while
  // asking, the earlier question is over.
  const [stepUp] = useState(
    () => () =>
      new Promise<Session>((resolve, reject) =>
        setAsked((earlier) => {
          earlier?.[1](stepUpCancelledError());
          return [resolve, reject];
        }),
      ),
  );
  const end = (settle: () => void) => {
    setAsked(null);
    settle();
  };
  const prompt = asked && (
    <LatchStepUp {...props} onComplete={(session) => end(() => asked[0](session))} onCancel={() => end(() => asked[1](stepUpCancelledError()))} />
  );
  return { stepUp, prompt };
}
/** The signed-in visitor's account: their name, ways to sign in and sign-out, in the sections `accountOptions` lists. */
export const LatchAccount = (props: LatchComponentProps) => <Entry {...props} entry="account" />;

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
