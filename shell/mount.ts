import type { ClientOptions } from '../core/client.js';
import type { LatchClient } from './client.js';
import type { WidgetStyles } from './config.js';
import type { HostProducts } from './entries.js';
import { afterNextFrame } from './firstPaint/nextFrame.js';
import { paintFirstForm, type FirstPaint } from './firstPaint/paint.js';
import { keepDraft, readDraft } from './form/drafts.js';
import { sketchLoginForm } from './firstPaint/sketch.js';
import type { EntryKind, LatchConfig } from './registries.js';
import { createHostClient, type HostClient } from './hostClient.js';
import { prefetchProducts } from './runtime/downloads.js';
import { planMount } from './runtime/plan.js';
import type { WidgetCallbacks } from './runtime/runtime.js';
import { formTexts } from './formTexts.js';
import type { ActiveLocale } from './locale/load.js';
import type { MessageOverrides } from './registries.js';
import { attachStyles } from './theme/styleRegistry.js';
import { createTranslate } from './translate.js';

/** The tags whose files the vanilla build ships, space-separated (build/locales.ts); undefined elsewhere. */
declare const __LATCH_LOCALE_TAGS__: string | undefined;

export interface MountParams {
  /** A CSS selector or an element to render into. */
  element: string | Element;
  /** The products and their options: see the login config below. @default { products: ['emailMagicLinks'] } */
  config?: LatchConfig;
  /** The widget's look: see the styles below. */
  styles?: WidgetStyles;
  /** `onEvent` and `onError`: what the widget tells the host (docs/events-and-errors.md). */
  callbacks?: WidgetCallbacks;
  /** Texts by message key, replacing the widget's English ones. */
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

/** What the client's `stepUp` takes: a mount's options, and a signal that ends the step-up (the host closed its dialog, say). */
export interface StepUpParams extends Omit<MountParams, 'passwordResetToken'> {
  signal?: AbortSignal;
}

function resolveElement(element: string | Element): Element {
  if (typeof element !== 'string') return element;
  const found = document.querySelector(element);
  if (!found) throw new Error(`latch: no element matches "${element}". Mount into an element that exists on the page.`);
  return found;
}

/**
 * The shipped locale whose files serve a tag, as the locale part resolves it (./locale/resolve.ts): one of the same
 * likely full form (fr-FR is fr, pt is pt-BR, zh-Hans is zh-CN, iw is he), else the tag's language (de-CH is de); none
 * for a string that is no tag. In lower case, as the build names the files. Outside the vanilla build the tag itself:
 * there is no list to tell.
 */
function shippedFor(guess: string): string | undefined {
  const shipped = typeof __LATCH_LOCALE_TAGS__ === 'string' ? __LATCH_LOCALE_TAGS__.split(' ') : [guess.toLowerCase()];
  const likely = (tag: string) => new Intl.Locale(tag).maximize().baseName;
  try {
    const form = likely(guess);
    return shipped.find((s) => likely(s) === form) ?? shipped.find((s) => s === form.split('-')[0]);
  } catch {
    return undefined;
  }
}

/**
 * Asks for the files of lazy parts (product ids, 'widget', 'phone', 'client', 'locale', 'pseudo') ahead of their
 * `import()`, those in `fetchOnly` without compiling them, and, with `locale`, that locale's files of the message
 * sources named; undefined when it asked for nothing, else settles once the compiled parts have arrived
 * (shell/preload.ts).
 */
export type Preload = (
  parts: readonly string[],
  fetchOnly?: readonly string[],
  locale?: { tag: string; sources: readonly string[] },
) => Promise<void> | undefined;

/**
 * Plans the mount once, asks for React and the entry's products in one wave, draws Main's form at once when the
 * products allow it, and lets the widget, given the plan, take that form's place (typed value, focus, a waiting
 * submit) once everything has arrived.
 */
function mount(
  client: HostClient,
  loaded: Promise<LatchClient>,
  entry: EntryKind,
  // The rest of the params are the widget's props.
  { element, enableShadowDOM, ...params }: MountParams,
  preloadParts: Preload,
): MountHandle {
  const host = resolveElement(element);
  let container: Element = host;
  let styleRoot: Document | ShadowRoot = document;
  if (enableShadowDOM) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    container = document.createElement('div');
    shadow.append(container);
    styleRoot = shadow;
  }
  const detachStyles = attachStyles(styleRoot);
  const t = createTranslate({ ...formTexts, ...params.strings });
  const plan = planMount(entry, params.config, params.plugins);
  const products = prefetchProducts(plan, params.plugins);
  const builtIns = products.planned.filter((id) => !Object.hasOwn(params.plugins ?? {}, id));
  const tabs = sketchLoginForm(entry, plan, params.plugins);
  const phone = tabs?.some((tab) => tab.input === 'phone') ? ['phone'] : [];
  // A locale comes in the same wave: the part that reads it, and the shell's, the server errors' and each listed
  // product's file (en-XA: the part of that name, which makes its texts from English) of the locale that serves the tag
  // asked for or, for 'auto', the browser's first language. The part resolves the tag exactly (zh-Hans is zh-CN) and
  // fetches what this guess missed; a host that sets none asks for nothing.
  const requested = params.config?.locale;
  const guess = requested === 'auto' ? navigator.language : requested;
  const tag = typeof guess === 'string' ? shippedFor(guess) : undefined;
  // React's file (which the products import) is fetched now and compiled and run once the first paint is on screen,
  // so that frame comes early; immer is asked for as soon as the products' own files are in.
  const arrived = preloadParts(
    [...phone, ...builtIns, 'widget', ...(requested === undefined ? [] : ['locale', guess as string])],
    ['widget'],
    tag ? { tag, sources: ['shell', 'serverErrors', ...builtIns] } : undefined,
  );
  const frame = arrived ? afterNextFrame() : Promise.resolve();
  const settled = products.start(frame, arrived);
  const widget = frame.then(() => import('./renderWidget.js'));
  const locale = requested === undefined ? undefined : import('./locale/load.js').then((m) => m.localeFor(requested)).catch(() => undefined);
  let unmounted = false;
  let firstPaint: FirstPaint | undefined;
  // With a locale the form is drawn once its texts are in, so that no English shows first.
  const paint = (active?: ActiveLocale) => {
    if (tabs && !unmounted) {
      const words = active ? active.translate(formTexts, params.strings) : t;
      firstPaint = paintFirstForm(container, tabs, words, params.styles, entry === 'login' ? readDraft(client) : undefined, active);
    }
  };
  // Not held when no locale's files serve the guess ('auto' in an English browser): most likely English then.
  if (locale && (tag || guess === 'en-XA')) void locale.then(paint);
  else paint();

  let stop: (() => void) | undefined;
  void Promise.all([widget, loaded, settled, locale]).then(
    ([{ renderWidget }, latch, , active]) => {
      if (unmounted) return;
      stop = renderWidget(container, {
        ...params,
        client: latch.core,
        entry,
        plan,
        ...(firstPaint && { handover: firstPaint.take, drewPhoneField: phone.length > 0 }),
        ...(active && { locale: active }),
      });
    },
    (error: unknown) => console.error('latch: the widget could not be loaded', error),
  );
  return {
    unmount() {
      unmounted = true;
      // Ended before the widget adopted the first paint (not yet loaded, or loaded but not yet drawn by React, whose
      // render comes after renderWidget returns, or adopting it): what was typed is in the field only, and is the
      // draft (form/drafts.ts).
      const draft = firstPaint && entry === 'login' && !firstPaint.adopted() ? firstPaint.draft() : undefined;
      stop?.();
      if (draft) keepDraft(client, draft);
      firstPaint?.remove();
      detachStyles();
      if (container !== host) container.remove();
    },
  };
}

/**
 * The vanilla API: one client per public token, any number of mounts. The entry passes its preload (shell/preload.ts
 * lives in the entry file alone, where the build writes the map).
 */
export function widgetClientFactory(preload: Preload) {
  return function createWidgetClient(publicToken: string, options: ClientOptions = {}) {
    const { client, loaded } = createHostClient(publicToken, options, preload(['client']) ? afterNextFrame() : undefined);
    return {
      ...client,
      mountLogin: (params: MountParams) => mount(client, loaded, 'login', params, preload),
      mountResetPassword: (params: MountParams) => mount(client, loaded, 'resetPassword', params, preload),
      mountPasskeyRegistration: (params: MountParams) => mount(client, loaded, 'passkeyRegistration', params, preload),
      mountIdentityProvider: (params: MountParams) => mount(client, loaded, 'identityProvider', params, preload),
      /** Asks the signed-in visitor for a second factor: resolves to the session once proven, rejects when cancelled. */
      stepUp: (params: StepUpParams) =>
        import('./stepUp.js').then((m) => m.stepUp(client, (options) => mount(client, loaded, 'stepUp', options, preload), params)),
      mountAccount: (params: MountParams) => mount(client, loaded, 'account', params, preload),
    };
  };
}

export type WidgetClient = ReturnType<ReturnType<typeof widgetClientFactory>>;
