import type { MarketId } from '@lendline/domain';

/** The document as a server of that market serves it (its `<meta name="lendline-market">`, ADR 049). */
export function serveDocumentOf(market: MarketId): void {
  document.querySelector('meta[name="lendline-market"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'lendline-market';
  meta.content = market;
  document.head.append(meta);
}
