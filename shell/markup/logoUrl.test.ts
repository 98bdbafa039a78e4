import { describe, expect, it } from 'vitest';
import { logoUrl } from './logoUrl.js';

const styled = (logoImageUrl: string) => ({ logo: { logoImageUrl } });

describe('logoUrl', () => {
  it('keeps web addresses, absolute or relative to the page', () => {
    expect(logoUrl(styled('https://cdn.example.com/logo.png'))).toBe('https://cdn.example.com/logo.png');
    expect(logoUrl(styled('/assets/logo.svg'))).toBe('/assets/logo.svg');
  });

  it('drops script and data URLs, however they are spelled', () => {
    for (const url of ['javascript:alert(1)', ' \tJaVaScRiPt:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)']) {
      expect(logoUrl(styled(url))).toBeUndefined();
    }
  });

  it('has nothing to show without a logo', () => {
    expect(logoUrl({})).toBeUndefined();
    expect(logoUrl(styled(''))).toBeUndefined();
  });
});
