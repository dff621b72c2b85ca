/** "Agotado" or "Últimas 2 unidades" under a product; nothing when there is plenty (or no limit). */
import { shopScreensMessages } from '@huella/shared/messages/shop-screens';

const text = shopScreensMessages.card;

export function StockHint({ stock, className = '' }: { stock: number | null; className?: string }) {
  if (stock === null || stock > text.lowStockFrom) return null;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${
        stock === 0 ? 'bg-gray-200 text-gray-800' : 'bg-amber-100 text-amber-900'
      } ${className}`}
    >
      {stock === 0 ? text.soldOut : text.lastUnits(stock)}
    </span>
  );
}
