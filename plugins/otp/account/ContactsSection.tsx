import { useEffect, useRef, useState } from 'react';
import type { otpAuthenticate, otpEmailSend, otpPhoneSend } from '../../../core/api/otps.js';
import { ApiError } from '../../../core/errors.js';
import type { User } from '../../../core/types.js';
import { isValidEmail, sessionMinutes, usePluginContext, type AccountSectionProps } from '../../../shell/plugin-api.js';
import { DigitInput, emptyDigits, OTP_LENGTH } from '../../../shell/ui/DigitInput.js';
import { Button, LinkButton, TextField, text } from '../../../shell/ui/index.js';
import { contactForm } from './account.css.js';
import { EMPTY_PHONE_ENTRY, PhoneNumberInput, phoneEntryOnWire } from '../../../shell/ui/PhoneNumberInput.js';
import { sameEmail } from './contacts.js';

export type ContactKind = 'email' | 'phone';

/** The calls the section makes, handed over by the plugin's chunk (the section's own chunk shares no module with it). */
export interface ContactCalls {
  otpEmailSend: typeof otpEmailSend;
  otpPhoneSend: typeof otpPhoneSend;
  otpAuthenticate: typeof otpAuthenticate;
}

const TEXTS = {
  email: {
    added: 'account.emails.added',
    removed: 'account.emails.removed',
    empty: 'account.emails.empty',
    verified: 'account.emails.verified',
    unverified: 'account.emails.unverified',
    warning: 'account.emails.removeWarning',
    label: 'account.emails.new',
    invalid: 'account.emails.invalid',
    already: 'account.emails.already',
    taken: 'account.emails.taken',
  },
  phone: {
    added: 'account.phones.added',
    removed: 'account.phones.removed',
    empty: 'account.phones.empty',
    verified: 'account.phones.verified',
    unverified: 'account.phones.unverified',
    warning: 'account.phones.removeWarning',
    label: 'account.phones.new',
    invalid: 'form.phone.invalid',
    already: 'account.phones.already',
    taken: 'account.phones.taken',
  },
} as const;

/** The provider's error types for an address another user has. */
const TAKEN = new Set(['duplicate_email', 'duplicate_phone_number']);
/** The provider's error type for a code that does not match (or expired, or was tried too often). */
const WRONG_CODE = 'otp_code_not_found';

const itemsOf = (user: User, kind: ContactKind) =>
  kind === 'email'
    ? user.emails.map((e) => ({ id: e.email_id, value: e.email, verified: e.verified }))
    : user.phone_numbers.map((p) => ({ id: p.phone_id, value: p.phone_number, verified: p.verified }));

/**
 * The user's emails or phone numbers: each with Remove, and a new one added by a code sent to it with the session
 * (send/secondary) and typed here, so it joins the account only once proven. An address already on the account, one
 * another account has, a malformed one and a wrong code are each said under the section; nothing is added until the
 * code is right.
 */
export function ContactsSection({ user, account, kind, calls }: AccountSectionProps & { kind: ContactKind; calls: ContactCalls }) {
  const { t } = account;
  const ctx = usePluginContext();
  const options = ctx.config.otpOptions;
  const sendOptions = { expiration_minutes: options?.expirationMinutes, ...(ctx.locale && { locale: ctx.locale }) };
  // A phone's code goes by text message, or by WhatsApp when that is the only phone way the host offers.
  const channel = options?.methods.includes('whatsapp') && !options.methods.includes('sms') ? 'whatsapp' : 'sms';
  /** Sends a code to the address for the signed-in user (send/secondary: the session is on the request). */
  const sendCode = (destination: string) =>
    kind === 'email' ? calls.otpEmailSend(ctx.client, destination, sendOptions) : calls.otpPhoneSend(ctx.client, channel, destination, sendOptions);
  const words = TEXTS[kind];
  const [value, setValue] = useState('');
  const [phone, setPhone] = useState(EMPTY_PHONE_ENTRY);
  const [sent, setSent] = useState<{ methodId: string; destination: string }>();
  const [digits, setDigits] = useState(emptyDigits);
  const form = useRef<HTMLFormElement>(null);
  const contacts = itemsOf(user, kind);

  const send = (resend = false) =>
    account.run(resend ? 'resend' : 'send', async () => {
      const destination = sent?.destination ?? (kind === 'email' ? value.trim() : await phoneEntryOnWire(phone));
      if (!destination || (kind === 'email' && !isValidEmail(destination))) throw new Error(t(words.invalid));
      if (contacts.some((c) => (kind === 'email' ? sameEmail(c.value, destination) : c.value === destination))) throw new Error(t(words.already));
      try {
        const { method_id } = await sendCode(destination);
        setSent({ methodId: method_id, destination });
        setDigits(emptyDigits());
        if (resend) ctx.toast({ kind: 'success', message: t('otp.resent') });
      } catch (error) {
        throw error instanceof ApiError && TAKEN.has(error.error_type) ? new ApiError({ ...error, error_message: t(words.taken) }) : error;
      }
    });

  const verify = (code: string) =>
    account.run('verify', async () => {
      try {
        await calls.otpAuthenticate(ctx.client, code, sent!.methodId, { session_duration_minutes: sessionMinutes(ctx.config) });
      } catch (error) {
        setDigits(emptyDigits());
        throw error instanceof ApiError && error.error_type === WRONG_CODE ? new ApiError({ ...error, error_message: t('otp.invalidCode') }) : error;
      }
      const methodId = sent!.methodId;
      setSent(undefined);
      setValue('');
      setPhone((entry) => ({ ...entry, phone: '' }));
      await account.changed(kind === 'email' ? 'email_added' : 'phone_added', { id: methodId, message: t(words.added) });
    });

  // The last digit typed (or a pasted code) sends the code, as the sign-in screen does.
  const complete = digits.every((d) => d !== '') && digits.length === OTP_LENGTH;
  useEffect(() => {
    if (complete && sent && !account.busy) void verify(digits.join(''));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete]);

  const cancel = () => {
    setSent(undefined);
    setDigits(emptyDigits());
    account.clearError();
  };
  // Back from the code to the address: focus where the visitor left it.
  const hadCode = useRef(false);
  useEffect(() => {
    if (hadCode.current && !sent) form.current?.querySelector('input')?.focus();
    hadCode.current = sent !== undefined;
  }, [sent]);

  const [before, after = ''] = t('otp.account.sentTo', { destination: '{destination}' }).split('{destination}');
  return (
    <>
      <account.ui.List
        items={contacts.map((c) => ({ id: c.id, label: c.value, detail: t(c.verified ? words.verified : words.unverified) }))}
        empty={t(words.empty)}
        warning={t(words.warning)}
        onRemove={(item) =>
          account.remove(
            kind === 'email' ? 'emails' : 'phone_numbers',
            item.id,
            kind === 'email' ? 'email_removed' : 'phone_removed',
            t(words.removed),
          )
        }
      />
      {sent ? (
        // The code step, in place of the address field; Escape goes back to it.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className={contactForm}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || account.busy) return;
            e.preventDefault();
            e.stopPropagation();
            cancel();
          }}
        >
          <p className={text}>
            {before}
            <strong dir="ltr">{sent.destination}</strong>
            {after}
          </p>
          <DigitInput
            digits={digits}
            onChange={setDigits}
            disabled={account.pending === 'verify'}
            label={t('otp.digits')}
            boxLabel={(n) => t('otp.digit', { n, count: OTP_LENGTH })}
            errorId={account.errorId}
          />
          <account.ui.Actions>
            <Button busy={account.pending === 'verify'} disabled={!complete || account.busy} onClick={() => void verify(digits.join(''))}>
              {t('otp.account.verify')}
            </Button>
            <Button variant="secondary" disabled={account.busy} onClick={cancel}>
              {t('account.cancel')}
            </Button>
          </account.ui.Actions>
          <LinkButton busy={account.pending === 'resend'} disabled={account.busy && account.pending !== 'resend'} onClick={() => void send(true)}>
            {t('otp.resend')}
          </LinkButton>
        </div>
      ) : (
        <form
          ref={form}
          className={contactForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          {kind === 'email' ? (
            <TextField
              label={t(words.label)}
              type="email"
              name="email"
              autoComplete="email"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              errorId={account.errorId}
            />
          ) : (
            <PhoneNumberInput label={t(words.label)} value={phone} onChange={setPhone} errorId={account.errorId} />
          )}
          <Button type="submit" busy={account.pending === 'send'} disabled={(kind === 'email' ? value : phone.phone).trim() === '' || account.busy}>
            {t('otp.account.send')}
          </Button>
        </form>
      )}
    </>
  );
}

/** The section's component for one kind of contact, with the plugin's calls. */
export const contactsComponent = (kind: ContactKind, calls: ContactCalls) =>
  function Contacts(props: AccountSectionProps) {
    return <ContactsSection {...props} kind={kind} calls={calls} />;
  };
