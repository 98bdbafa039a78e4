/** Static markup; inbox.js fills the list and keeps it current. */
export const inboxPage = () => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Developer inbox · latch local provider</title>
  <link rel="stylesheet" href="/_dev/assets/inbox.css">
  <script type="module" src="/_dev/assets/inbox.js"></script>
</head>
<body>
  <header>
    <h1>Developer inbox</h1>
    <p>Every email, SMS and WhatsApp message the local provider "sends" lands here. Nothing leaves this machine.</p>
    <nav><a href="/">Demo</a> <button type="button" id="clear">Clear inbox</button> <span id="status" role="status"></span></nav>
  </header>
  <main>
    <p id="empty" hidden>No messages yet. Ask the widget for a code or a link.</p>
    <ol id="messages" aria-live="polite"></ol>
  </main>
</body>
</html>
`;
