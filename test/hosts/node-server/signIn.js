/* global process, console -- run by Node, where the lint of .js files (page scripts) knows neither */
// A Node script on the headless entry: signs a user up and prints the cookies a browser would now hold. It never
// calls dispose(), as scripts forget to, and must exit by itself all the same.
import { createHeadlessClient } from 'latch/core';

const client = createHeadlessClient(process.env.LATCH_PUBLIC_TOKEN, { baseUrl: process.env.LATCH_BASE_URL });
const auth = await client.passwords.create({ email: process.env.EMAIL, password: process.env.PASSWORD });
console.log(JSON.stringify({ userId: auth.user_id, tokens: client.session.getTokens() }));
