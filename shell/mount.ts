import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ClientOptions } from '../core/client.js';
import { createLatchClient } from './client.js';
import type { WidgetStyles } from './config.js';
import type { EntryKind, LoginConfig } from './plugin-api.js';
import type { HostProducts } from './entries.js';
import { prefetchProducts } from './runtime/loadPlugins.js';
import type { WidgetCallbacks } from './runtime/runtime.js';
import type { MessageOverrides } from './strings.js';
import { attachStyles } from './theme/styleRegistry.js';
import { Widget } from './Widget.js';

export interface MountParams {
  /** A CSS selector or an element to render into. */
  element: string | Element;
  config?: Partial<LoginConfig>;
  styles?: WidgetStyles;
  callbacks?: WidgetCallbacks;
  strings?: MessageOverrides;
  /** Loaders of the host's own plugins, by product id, e.g. `{ magicWand: () => import('./magicWand.js') }`. */
  plugins?: HostProducts;
  /** mountResetPassword: the token of the reset link the page was opened from. */
  passwordResetToken?: string;
  /** Renders inside a shadow root so host CSS and the widget's cannot touch each other. */
  enableShadowDOM?: boolean;
}

export interface MountHandle {
  unmount(): void;
}

function resolveElement(element: string | Element): Element {
  if (typeof element !== 'string') return element;
  const found = document.querySelector(element);
  if (!found) throw new Error(`latch: no element matches "${element}". Mount into an element that exists on the page.`);
  return found;
}

function mount(client: ReturnType<typeof createLatchClient>, entry: EntryKind, params: MountParams): MountHandle {
  const host = resolveElement(params.element);
  let container: Element = host;
  let styleRoot: Document | ShadowRoot = document;
  if (params.enableShadowDOM) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    container = document.createElement('div');
    shadow.append(container);
    styleRoot = shadow;
  }
  const detachStyles = attachStyles(styleRoot);
  prefetchProducts(entry, params.config, params.plugins);
  const root = createRoot(container);
  root.render(
    createElement(Widget, {
      client: client.core,
      entry,
      ...(params.config && { config: params.config }),
      ...(params.styles && { styles: params.styles }),
      ...(params.callbacks && { callbacks: params.callbacks }),
      ...(params.strings && { strings: params.strings }),
      ...(params.plugins && { plugins: params.plugins }),
      ...(params.passwordResetToken !== undefined && { passwordResetToken: params.passwordResetToken }),
    }),
  );
  return {
    unmount() {
      root.unmount();
      detachStyles();
      if (container !== host) container.remove();
    },
  };
}

/** The vanilla API: one client per public token, any number of mounts. */
export function createWidgetClient(publicToken: string, options: ClientOptions = {}) {
  const client = createLatchClient(publicToken, options);
  return {
    ...client,
    mountLogin: (params: MountParams) => mount(client, 'login', params),
    mountResetPassword: (params: MountParams) => mount(client, 'resetPassword', params),
    mountPasskeyRegistration: (params: MountParams) => mount(client, 'passkeyRegistration', params),
    mountIdentityProvider: (params: MountParams) => mount(client, 'identityProvider', params),
  };
}

export type WidgetClient = ReturnType<typeof createWidgetClient>;
