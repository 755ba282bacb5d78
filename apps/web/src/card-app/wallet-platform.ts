/**
 * Which phone wallet the card app offers: Apple Wallet on iPhone, iPad and Mac, Google Wallet on
 * Android; a device that is neither (a desktop browser) is offered both, so the holder can pick.
 */
export type WalletPlatform = 'apple' | 'google';

export function walletPlatforms(userAgent: string): WalletPlatform[] {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return ['apple'];
  if (/Android/.test(userAgent)) return ['google'];
  return ['apple', 'google'];
}
