// Polls the JSON inbox and redraws the list; served as a file because the page's CSP forbids inline scripts.
const list = document.getElementById('messages');
const empty = document.getElementById('empty');
const status = document.getElementById('status');
let lastSeen = '';

function field(label, value, className) {
  const row = document.createElement('p');
  row.className = className;
  const name = document.createElement('strong');
  name.textContent = `${label}: `;
  row.append(name, value);
  return row;
}

function render(messages) {
  const fingerprint = messages.map((m) => m.id).join(',');
  if (fingerprint === lastSeen) return;
  lastSeen = fingerprint;
  empty.hidden = messages.length > 0;
  list.replaceChildren(
    ...messages.map((message) => {
      const item = document.createElement('li');
      item.className = `message channel-${message.channel}`;
      item.dataset.messageId = message.id;
      // A message is worded in the send's locale: Arabic and Hebrew read right to left.
      const heading = document.createElement('h2');
      heading.dir = 'auto';
      heading.textContent = message.subject;
      const meta = document.createElement('p');
      meta.className = 'meta';
      meta.textContent = `${message.channel.toUpperCase()} to ${message.to} · ${new Date(message.sentAt).toLocaleString()}`;
      item.append(heading, meta);
      if (message.code) {
        const code = document.createElement('code');
        code.className = 'code';
        code.textContent = message.code;
        item.append(field('Code', code, 'code-row'));
      }
      if (message.link && /^https?:/.test(message.link)) {
        const link = document.createElement('a');
        link.href = message.link;
        link.textContent = 'Open the link';
        link.className = 'link';
        item.append(field('Link', link, 'link-row'));
      }
      const body = document.createElement('pre');
      body.className = 'body';
      body.dir = 'auto';
      body.textContent = message.body;
      item.append(body);
      return item;
    }),
  );
}

async function refresh() {
  try {
    const response = await fetch('/_dev/messages', { cache: 'no-store' });
    render(await response.json());
    status.textContent = '';
  } catch {
    status.textContent = 'The provider is not reachable; retrying…';
  }
}

document.getElementById('clear').addEventListener('click', async () => {
  await fetch('/_dev/messages', { method: 'DELETE' });
  await refresh();
});

refresh();
setInterval(refresh, 1500);
