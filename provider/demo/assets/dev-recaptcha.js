// A development stand-in for reCAPTCHA Enterprise (grecaptcha.enterprise), served by the latch local provider when
// its `captcha` setting is on, because Google's script (https://www.google.com/recaptcha/enterprise.js) cannot be
// reached offline and its tokens cannot be checked without a Google account. It offers the two calls score-based
// keys use, as Google documents them: ready(callback) and execute(siteKey, { action }), which resolves to a token.
// The token comes from the provider (POST /_dev/recaptcha/execute), which accepts it once, within two minutes, on
// the calls it protects. Plain script, no build step, no eval.
(() => {
  const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  if (grecaptcha.enterprise) return;
  const base = new URL(document.currentScript ? document.currentScript.src : location.href).origin;
  grecaptcha.enterprise = {
    ready(callback) {
      setTimeout(callback, 0);
    },
    async execute(siteKey, options) {
      const response = await fetch(`${base}/_dev/recaptcha/execute`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ site_key: siteKey, action: options && options.action }),
      });
      if (!response.ok) throw new Error(`reCAPTCHA stand-in: execute answered ${response.status}`);
      return (await response.json()).token;
    },
  };
})();
