// @vitest-environment jsdom
// jsdom does not fetch scripts, so the test decides when one has "loaded"; happy-dom fails them at once.
import { afterEach, describe, expect, it } from 'vitest';
import { loadScript } from './loadScript.js';

const scripts = (src: string) => [...document.head.querySelectorAll('script')].filter((s) => s.src === src);

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('adds one script per URL however many ask, and resolves them all when it has run', async () => {
    const src = 'https://accounts.example/one.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('refuses anything but https (and localhost for development)', async () => {
    await expect(loadScript('javascript:alert(1)')).rejects.toThrow('refusing to load a script from javascript:');
    await expect(loadScript('http://evil.example/x.js')).rejects.toThrow('refusing to load a script from http:');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('forgets a failed script so a later call tries again', async () => {
    const src = 'https://accounts.example/flaky.js';
    const failed = loadScript(src);
    scripts(src)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    expect(scripts(src)).toHaveLength(0);
    void loadScript(src).catch(() => {});
    expect(scripts(src)).toHaveLength(1);
  });

  it('stops waiting when the signal aborts, without stopping the download for others', async () => {
    const src = 'https://accounts.example/slow.js';
    const controller = new AbortController();
    const mine = loadScript(src, { signal: controller.signal });
    const theirs = loadScript(src);
    controller.abort(new Error('screen closed'));
    await expect(mine).rejects.toThrow('screen closed');
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(theirs).resolves.toBeUndefined();
  });

  it("goes through one 'latch' Trusted Types policy where the browser has Trusted Types, which passes only allowed URLs", async () => {
    // jsdom has no Trusted Types: a stand-in that wraps what the policy returns, as the browser's TrustedScriptURL does.
    const made: { name: string; rules: { createScriptURL(input: string): string } }[] = [];
    const trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(input: string): string }) => {
        made.push({ name, rules });
        return { createScriptURL: (input: string) => `${rules.createScriptURL(input)}` };
      },
    };
    Object.assign(globalThis, { trustedTypes });
    try {
      const first = 'https://accounts.example/tt-one.js';
      void loadScript(first);
      void loadScript('https://accounts.example/tt-two.js');
      expect(scripts(first)).toHaveLength(1);
      expect(made.map((policy) => policy.name)).toEqual(['latch']);
      expect(made[0]!.rules.createScriptURL('http://localhost:4100/demo/assets/fake-gsi.js')).toBe('http://localhost:4100/demo/assets/fake-gsi.js');
      for (const refused of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'http://evil.example/x.js']) {
        expect(() => made[0]!.rules.createScriptURL(refused)).toThrow('refusing to load a script');
      }
    } finally {
      delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
