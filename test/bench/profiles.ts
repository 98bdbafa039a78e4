/**
 * The two device profiles. Throttling is applied per page through a CDP session before navigation:
 * `Network.emulateNetworkConditions` takes latency in ms and throughput in BYTES per second, so 1.6 Mbit/s is
 * 1_600_000 / 8 = 200_000. Chromium applies the latency once per request (not per round trip) and shapes the
 * throughput per page; see docs/performance.md for how that compares with a real network.
 */
import type { BrowserContextOptions, CDPSession } from 'playwright-core';

export interface Profile {
  id: 'desktop' | 'mobile';
  label: string;
  context: BrowserContextOptions;
  apply(cdp: CDPSession): Promise<void>;
}

export const MOBILE_NETWORK = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
export const MOBILE_CPU_RATE = 4;

export const PROFILES: Profile[] = [
  {
    id: 'desktop',
    label: 'desktop: no throttling, 1280×720',
    context: { viewport: { width: 1280, height: 720 } },
    apply: async () => {},
  },
  {
    id: 'mobile',
    label: `mobile: CPU ×${MOBILE_CPU_RATE} slower, ${MOBILE_NETWORK.latency} ms latency, 1.6 Mbit/s down and up, 412×823`,
    context: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
    apply: async (cdp) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_RATE });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_NETWORK });
    },
  },
];
