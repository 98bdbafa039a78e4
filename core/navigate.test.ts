import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWebAddress, navigateTo, UNSAFE_ADDRESS } from './navigate.js';

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

describe('navigateTo', () => {
  it.each(['https://app.example.com/authenticate?token=t', 'http://localhost:3000/'])('opens %s', (url) => {
    navigateTo(url);
    expect(assign).toHaveBeenCalledWith(url);
  });

  it.each([
    'javascript:alert(document.domain)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/relative',
    'not a url',
    '',
  ])('refuses %j with a clear error and does not navigate', (url) => {
    expect(() => navigateTo(url)).toThrow(expect.objectContaining({ name: 'UnsafeAddressError', message: UNSAFE_ADDRESS }));
    expect(assign).not.toHaveBeenCalled();
    expect(isWebAddress(url)).toBe(false);
  });
});
