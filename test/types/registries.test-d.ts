/**
 * The plugin contract's registries, pinned: ids, params, options, texts, events and capabilities are checked
 * by the compiler. Each `@ts-expect-error` sits beside a line that compiles, so it fails for its own reason;
 * an expectation that stops being an error fails `tsc` (unused directive) and this vitest typecheck project.
 * Run by `vitest run` (project `types`) and by `npm run typecheck`; never executed.
 */
import { describe, expectTypeOf, it } from 'vitest';
// The built-in plugins' augmentations of the registries.
import '../../plugins/emailMagicLinks/index.js';
import type { OtpMethod } from '../../plugins/otp/index.js';
import '../../plugins/passwords/index.js';
import {
  definePlugin,
  useProductState,
  type LoginConfig,
  type LoginMethod,
  type MessageKey,
  type PlainMessageKey,
  type PluginContext,
  type ProductId,
  type ScreenId,
  type WidgetEvent,
} from '../../shell/plugin-api.js';

declare const ctx: PluginContext;
declare const event: WidgetEvent;
/** A fresh object literal passed here gets the excess-property check a host's config literal gets. */
const config = (c: LoginConfig) => c;
const tab = (key: LoginMethod['tab']) => key;

describe('ScreenRegistry', () => {
  it('navigate takes a registered screen id', () => {
    expectTypeOf<'OTPAuthenticate'>().toExtend<ScreenId>();
    expectTypeOf<'Nope'>().not.toExtend<ScreenId>();
    ctx.navigate('Main');
    // @ts-expect-error an unknown screen id
    ctx.navigate('Nope');
  });

  it("navigate takes exactly the screen's params", () => {
    ctx.navigate('OTPAuthenticate', { type: 'sms', methodId: 'phone-1', destination: '+15555550100' });
    // @ts-expect-error OTPAuthenticate needs its params
    ctx.navigate('OTPAuthenticate');
    // @ts-expect-error wrong params: no such OTP method
    ctx.navigate('OTPAuthenticate', { type: 'fax', methodId: 'phone-1', destination: '+15555550100' });
    // @ts-expect-error wrong params: another screen's
    ctx.navigate('OTPAuthenticate', { email: 'a@example.com' });
    ctx.navigate('PasswordForgot');
    // @ts-expect-error PasswordForgot takes no params
    ctx.navigate('PasswordForgot', { email: 'a@example.com' });
    ctx.navigate('PasswordResetForm');
    ctx.navigate('PasswordResetForm', { token: 'reset-token' });
    ctx.loginComplete('OTPConfirmation');
    // @ts-expect-error loginComplete checks its screen like navigate
    ctx.loginComplete('EmailConfirmation');
  });
});

describe('LoginConfig', () => {
  it("takes each plugin's options block, and nothing unknown", () => {
    config({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 5 } });
    // @ts-expect-error an unknown option inside a plugin's block
    config({ products: ['otp'], otpOptions: { methods: ['sms'], nope: 1 } });
    // @ts-expect-error an unknown OTP method
    config({ products: ['otp'], otpOptions: { methods: ['fax'] } });
    config({ products: ['passwords'], passwordOptions: { resetPasswordExpirationMinutes: 30 } });
    // @ts-expect-error an unknown top-level options block
    config({ products: ['passwords'], fooOptions: {} });
    // @ts-expect-error an unknown product id
    config({ products: ['nope'] });
    expectTypeOf<LoginConfig['emailMagicLinksOptions']>().toExtend<object | undefined>();
  });
});

describe('Messages', () => {
  it("t checks each key's params", () => {
    expectTypeOf(ctx.t('otp.digit', { n: 1, count: 6 })).toEqualTypeOf<string>();
    // @ts-expect-error wrong params
    ctx.t('otp.digit', { wrong: 1 });
    // @ts-expect-error a missing param
    ctx.t('otp.digit', { n: 1 });
    // @ts-expect-error params missing
    ctx.t('otp.digit');
    ctx.t('main.header');
    // @ts-expect-error a key without params takes none
    ctx.t('main.header', { x: 1 });
    // @ts-expect-error an unknown key
    ctx.t('nope.key');
  });

  it("a login method's tab is a message key without params", () => {
    expectTypeOf<LoginMethod['tab']>().toEqualTypeOf<PlainMessageKey>();
    expectTypeOf<LoginMethod['submitLabel']>().toEqualTypeOf<PlainMessageKey>();
    expectTypeOf<'otp.digit'>().toExtend<MessageKey>();
    expectTypeOf<'otp.digit'>().not.toExtend<PlainMessageKey>();
    tab('otp.resend');
    // @ts-expect-error otp.digit takes params
    tab('otp.digit');
    // @ts-expect-error not a message key
    tab('Text');
  });
});

describe('EventRegistry and TelemetryRegistry', () => {
  it('emit checks the event and its data', () => {
    ctx.emit({ type: 'OTP_LOGIN_OR_CREATE', data: { type: 'sms' } });
    // @ts-expect-error no such OTP method
    ctx.emit({ type: 'OTP_LOGIN_OR_CREATE', data: { type: 'fax' } });
    ctx.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE' });
    // @ts-expect-error an unknown event
    ctx.emit({ type: 'NOPE' });
  });

  it('WidgetEvent is a discriminated union: its type gives its data', () => {
    if (event.type === 'OTP_LOGIN_OR_CREATE') expectTypeOf(event.data).toEqualTypeOf<{ type: OtpMethod }>();
    if (event.type === 'MAGIC_LINK_LOGIN_OR_CREATE') expectTypeOf(event.data).toEqualTypeOf<{ email: string }>();
    if (event.type === 'AUTHENTICATE_FLOW_COMPLETE') expectTypeOf(event.data).toEqualTypeOf<undefined>();
    expectTypeOf<Extract<WidgetEvent, { type: 'PASSWORD_CREATE' }>>().toEqualTypeOf<{ type: 'PASSWORD_CREATE'; data: { email: string } }>();
  });

  it('track checks the event name and its details', () => {
    ctx.track({ name: 'email_sent', details: { email: 'a@example.com', type: 'passwords' } });
    // @ts-expect-error an unknown telemetry event
    ctx.track({ name: 'unknown_event', details: {} });
    // @ts-expect-error details missing a field
    ctx.track({ name: 'email_sent', details: { email: 'a@example.com' } });
  });
});

describe('ProductRegistry', () => {
  it('only registered products have state, actions and plugins', () => {
    expectTypeOf<'otp'>().toExtend<ProductId>();
    expectTypeOf<'nope'>().not.toExtend<ProductId>();
    expectTypeOf(useProductState('otp', (s) => s.methodId)).toEqualTypeOf<string>();
    // @ts-expect-error an unregistered product
    useProductState('nope', () => 0);
    definePlugin({ id: 'otp' });
    // @ts-expect-error an unregistered product
    definePlugin({ id: 'nope' });
  });
});

describe('Capabilities', () => {
  it('capability gives the capability or undefined', () => {
    expectTypeOf(ctx.capability('emailLoginLink')).toEqualTypeOf<((email: string) => Promise<void>) | undefined>();
    // @ts-expect-error an unknown capability
    ctx.capability('nope');
  });
});
