// A simulated Google Identity Services script (google.accounts.id) for Google One Tap, served by the latch local
// provider because Google's own script (https://accounts.google.com/gsi/client) cannot be reached offline. It
// behaves as Google documents the calls One Tap uses: initialize keeps the configuration, prompt shows the prompt
// (inside prompt_parent_id when given, else floating at the top right) and reports display, not-displayed,
// skipped and dismissed moments to its listener, the chosen account's ID token goes to the callback, cancel closes
// the prompt. "Google" here is the provider's /_dev/google endpoints: they know the project's Google client and its
// authorized origins (not-displayed reasons invalid_client and unregistered_origin) and sign the ID token.
// Plain script, no build step; styles go through the CSSOM, which a strict CSP allows.
(() => {
  const google = (window.google = window.google || {});
  if (google.accounts && google.accounts.id) return;
  const base = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  let config;
  let listener;
  let card;
  let onOutside;

  const moment = (type, reason = '') => ({
    getMomentType: () => (type === 'notDisplayed' ? 'display' : type),
    isDisplayMoment: () => type === 'display' || type === 'notDisplayed',
    isDisplayed: () => type === 'display',
    isNotDisplayed: () => type === 'notDisplayed',
    getNotDisplayedReason: () => (type === 'notDisplayed' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  });
  const notify = (m) => {
    if (listener) listener(m);
  };

  const styled = (tag, styles, text) => {
    const node = document.createElement(tag);
    Object.assign(node.style, styles);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  function close() {
    if (card) card.remove();
    card = undefined;
    if (onOutside) document.removeEventListener('click', onOutside, true);
    onOutside = undefined;
  }

  async function choose(email, button) {
    button.disabled = true;
    try {
      const response = await fetch(`${base}/_dev/google/credential`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: config.client_id, email, name: email.split('@')[0], nonce: config.nonce }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error_message || 'the simulated Google refused');
      close();
      config.callback({ credential: body.credential, select_by: 'user', clientId: config.client_id });
      notify(moment('dismissed', 'credential_returned'));
    } catch (error) {
      button.disabled = false;
      console.error('[simulated Google]', error);
    }
  }

  function render(parent) {
    close();
    const floating = !parent;
    card = styled('div', {
      boxSizing: 'border-box',
      width: floating ? '360px' : '100%',
      padding: '16px',
      background: '#fff',
      color: '#202124',
      border: '1px solid #dadce0',
      borderRadius: '8px',
      boxShadow: floating ? '0 2px 10px rgba(0,0,0,0.25)' : 'none',
      fontFamily: 'Arial, sans-serif',
      fontSize: '14px',
      display: 'flex',
      flexDirection: 'column',
      gap: '8px',
      ...(floating && { position: 'fixed', top: '16px', right: '16px', zIndex: '2147483647' }),
    });
    card.setAttribute('role', 'group');
    card.setAttribute('aria-label', 'Sign in with Google (simulated)');
    card.dataset.fakeGsi = floating ? 'floating' : 'embedded';
    const head = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' });
    head.append(styled('strong', {}, `Sign in to ${location.hostname} with Google`));
    const closeButton = styled(
      'button',
      { border: 'none', background: 'none', fontSize: '20px', lineHeight: '1', cursor: 'pointer', color: '#5f6368' },
      '×',
    );
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    head.append(closeButton);
    const note = styled('span', { color: '#5f6368', fontSize: '12px' }, 'Simulated Google (latch local provider): no Google account is used.');
    const id = `fake-gsi-email-${Math.random().toString(36).slice(2)}`;
    const label = styled('label', { fontSize: '12px' }, 'Google account email');
    label.htmlFor = id;
    const input = styled('input', { height: '32px', padding: '0 8px', border: '1px solid #dadce0', borderRadius: '4px', font: 'inherit' });
    input.id = id;
    input.type = 'email';
    input.value = 'one.tap@gmail.example';
    const go = styled('button', {
      height: '36px',
      border: 'none',
      borderRadius: '4px',
      background: '#1a73e8',
      color: '#fff',
      font: 'inherit',
      fontWeight: '700',
      cursor: 'pointer',
    });
    go.type = 'button';
    const updateLabel = () => (go.textContent = `Continue as ${input.value}`);
    updateLabel();
    input.addEventListener('input', updateLabel);
    go.addEventListener('click', () => choose(input.value.trim(), go));
    closeButton.addEventListener('click', () => {
      close();
      notify(moment('skipped', 'user_cancel'));
    });
    card.append(head, note, label, input, go);
    (parent || document.body).append(card);
    if (floating && config.cancel_on_tap_outside !== false) {
      onOutside = (event) => {
        if (card && !card.contains(event.target)) {
          close();
          notify(moment('skipped', 'tap_outside'));
        }
      };
      document.addEventListener('click', onOutside, true);
    }
  }

  async function prompt(momentListener) {
    listener = momentListener;
    if (!config || !config.client_id) return notify(moment('notDisplayed', 'missing_client_id'));
    let client;
    try {
      const response = await fetch(`${base}/_dev/google/clients/${encodeURIComponent(config.client_id)}`);
      if (response.status === 404) return notify(moment('notDisplayed', 'invalid_client'));
      client = await response.json();
    } catch {
      return notify(moment('notDisplayed', 'unknown_reason'));
    }
    if (!client.authorized_origins.includes(location.origin)) return notify(moment('notDisplayed', 'unregistered_origin'));
    const parent = config.prompt_parent_id ? document.getElementById(config.prompt_parent_id) : null;
    render(parent);
    notify(moment('display'));
  }

  google.accounts = {
    id: {
      initialize(options) {
        config = options;
      },
      prompt(momentListener) {
        void prompt(momentListener);
      },
      cancel() {
        if (!card) return;
        close();
        notify(moment('dismissed', 'cancel_called'));
      },
      disableAutoSelect() {},
    },
  };
})();
