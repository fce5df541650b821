/** Apple keyboards use ⌘ where others use Ctrl (seed 000 §2.7: Ctrl/Cmd). */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform || nav.platform || nav.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** How the modifier key is written on this platform: "⌘" or "Ctrl". */
export const modifierLabel = () => (isApplePlatform() ? '⌘' : 'Ctrl');
