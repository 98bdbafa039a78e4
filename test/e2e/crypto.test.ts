import path from 'node:path';
import type { Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.js';
import { useE2E } from './support/harness.js';
import { openPage } from './support/page.js';
import { screensDir } from './support/screens.js';
import { installEthereumWallet, installSolanaWallet } from './support/wallets.js';

// SIWE on: the Ethereum wallet signs an EIP-4361 message the provider checks line by line (plain challenges are
// covered by the provider's route tests).
const e2e = useE2E({ provider: { config: { siweRequiredForCryptoWallets: true } } });

const loginPage = (products: string[] = ['crypto']) => `${e2e.provider.url}/?config=${encodeURIComponent(JSON.stringify({ products }))}`;
const widget = (page: Page) => page.getByTestId('latch');

/** Checks the widget with axe and saves its screenshot (docs/screens with LATCH_DOC_SCREENS=1). */
async function record(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('[data-latch]').screenshot({ path: path.join(screensDir, `${name}.png`) });
}

/** users/me as the browser's session sees it: the session token is the page's stytch_session cookie. */
async function usersMe() {
  const token = (await e2e.context.cookies(e2e.provider.url)).find((c) => c.name === 'stytch_session')?.value;
  expect(token).toBeTruthy();
  const response = await fetch(`${e2e.provider.url}/sdk/v1/users/me`, {
    headers: { Authorization: `Basic ${Buffer.from(`${e2e.provider.publicToken}:${token}`).toString('base64')}` },
  });
  return ((await response.json()) as { data: { user_id: string; crypto_wallets: unknown[] } }).data;
}

async function signedIn(page: Page) {
  await widget(page).getByRole('heading', { name: 'Success' }).waitFor();
  await page.locator('#signed-in').waitFor({ timeout: 15_000 });
}

describe('crypto wallets, end to end', () => {
  it('Ethereum: a MetaMask-style wallet signs a SIWE message and signs in; users/me lists the wallet', async () => {
    const wallet = await installEthereumWallet(e2e.context);
    const { page, problems } = await openPage(e2e.context, loginPage(['crypto', 'emailMagicLinks']));
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).waitFor();
    await record(page, 'crypto-main');

    const connecting = wallet.holdNext('eth_requestAccounts');
    const signing = wallet.holdNext('personal_sign');
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await widget(page).getByRole('heading', { name: 'Connect your wallet' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect your wallet');
    await record(page, 'crypto-connect');
    connecting.release();
    await widget(page).getByRole('heading', { name: 'Sign the message' }).waitFor();
    await record(page, 'crypto-sign-message');
    signing.release();

    await signedIn(page);
    await record(page, 'crypto-confirmation');
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'personal_sign']);
    const [message] = wallet.signed;
    const origin = new URL(e2e.provider.url);
    expect(message?.split('\n').slice(0, 2)).toEqual([`${origin.host} wants you to sign in with your Ethereum account:`, wallet.address]);
    expect(message).toContain(`\nURI: ${origin.origin}\n`);
    const me = await usersMe();
    expect(me.crypto_wallets).toEqual([
      {
        crypto_wallet_id: expect.stringMatching(/^crypto-wallet-/),
        crypto_wallet_address: wallet.address.toLowerCase(),
        crypto_wallet_type: 'ethereum',
        verified: true,
      },
    ]);
    expect(await page.locator('#signed-in').textContent()).toBe(`Signed in as ${me.user_id}`);
    expect(problems).toEqual([]);
  });

  it('Solana: a Phantom-style wallet signs with ed25519 and signs in; users/me lists the wallet', async () => {
    const wallet = await installSolanaWallet(e2e.context);
    const { page, problems } = await openPage(e2e.context, loginPage());
    await widget(page).getByRole('button', { name: 'Continue with Phantom' }).click();
    await signedIn(page);
    expect(wallet.calls).toEqual(['connect', 'signMessage']);
    expect(wallet.signed[0]).toMatch(/^Sign in to .+ with your Solana wallet\.\n\nNonce: [0-9a-f]{32}$/);
    expect((await usersMe()).crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana', verified: true }),
    ]);
    expect(problems).toEqual([]);
  });

  it('a refused signature ends on CryptoError; back returns to Main, and the next try signs in', async () => {
    const wallet = await installEthereumWallet(e2e.context);
    const { page, problems } = await openPage(e2e.context, loginPage());
    wallet.refuseNext('personal_sign');
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await widget(page).getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    expect(await widget(page).getByRole('alert').textContent()).toBe('[Error] Could not sign message');
    expect(
      await widget(page)
        .getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!')
        .isVisible(),
    ).toBe(true);
    await record(page, 'crypto-error');

    await widget(page).getByRole('button', { name: 'Back' }).click();
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await signedIn(page);
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'personal_sign', 'eth_requestAccounts', 'personal_sign']);
    expect(problems).toEqual([]);
  });

  it("a wallet signing with another key is refused by the provider's signature check", async () => {
    await installEthereumWallet(e2e.context, { signingKey: generatePrivateKey() });
    const { page, problems } = await openPage(e2e.context, loginPage());
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await widget(page).getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    expect(await widget(page).getByRole('alert').textContent()).toBe('[Error] Could not sign message');
    expect(await page.locator('#signed-in').count()).toBe(0);
    expect(problems).toEqual(['HTTP 401 /sdk/v1/crypto_wallets/authenticate']);
  });

  it('without a wallet: the way to set one up, with download links in a new tab', async () => {
    const { page, problems } = await openPage(e2e.context, loginPage());
    await widget(page).getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await widget(page).getByRole('heading', { name: 'Set up a new crypto wallet' }).waitFor();
    const links = widget(page).getByRole('navigation', { name: 'Wallet downloads' }).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Metamask (opens in a new tab)',
      'Phantom (opens in a new tab)',
      'Coinbase (opens in a new tab)',
      'Binance (opens in a new tab)',
    ]);
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    }
    await record(page, 'crypto-setup-wallet');
    expect(problems).toEqual([]);
  });

  it('more wallets than fit: the rest behind "Continue with other Crypto Wallet"', async () => {
    await installEthereumWallet(e2e.context, { announce: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' } });
    await installEthereumWallet(e2e.context, { announce: { name: 'Binance Wallet', rdns: 'com.binance.wallet' } });
    await installEthereumWallet(e2e.context, { announce: { name: 'Rabby', rdns: 'io.rabby' } });
    await installEthereumWallet(e2e.context);
    await installSolanaWallet(e2e.context);
    await installSolanaWallet(e2e.context, { isPhantom: false });
    const { page, problems } = await openPage(e2e.context, loginPage());
    await widget(page).getByRole('button', { name: 'Continue with other Crypto Wallet' }).waitFor();
    await record(page, 'crypto-main-many');
    await widget(page).getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await widget(page).getByRole('heading', { name: 'Other crypto wallets' }).waitFor();
    expect(
      await widget(page)
        .getByRole('button', { name: /^Continue with / })
        .allTextContents(),
    ).toEqual(['Continue with Other Solana Wallet']);
    await record(page, 'crypto-other-wallets');
    expect(problems).toEqual([]);
  });
});
