import { describe, expect, it } from 'vitest';
import { walletPlatforms } from './wallet-platform';

describe('walletPlatforms', () => {
  it('offers Apple Wallet on an iPhone', () => {
    expect(
      walletPlatforms('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15'),
    ).toEqual(['apple']);
  });
  it('offers Google Wallet on Android', () => {
    expect(walletPlatforms('Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131')).toEqual(
      ['google'],
    );
  });
  it('offers both elsewhere', () => {
    expect(walletPlatforms('Mozilla/5.0 (X11; Linux x86_64) Chrome/131')).toEqual(['apple', 'google']);
  });
});
