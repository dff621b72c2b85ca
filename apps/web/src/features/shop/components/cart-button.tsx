/**
 * The header's cart link with its item count ("Carrito, 3 productos"). Light
 * on purpose, as it is on every page: a guest's count is read from this
 * browser; a signed-in account's from GET /shop/api/cart/. It also hands a
 * guest's lines to the account once signed in.
 */
import { NavLink } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { shopHeaderMessages } from '@huella/shared/messages/shop-header';
import { useCartCount } from '../hooks/use-cart';

const text = shopHeaderMessages;

export function CartButton() {
  const count = useCartCount();
  return (
    <NavLink
      to="/carrito"
      aria-label={text.label(count)}
      className={({ isActive }) =>
        `relative inline-flex size-10 items-center justify-center rounded-full transition-colors ${
          isActive ? 'bg-primary text-white' : 'text-primary hover:bg-secondary/60'
        }`
      }
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-white"
        >
          {text.short(count)}
        </span>
      ) : null}
    </NavLink>
  );
}
