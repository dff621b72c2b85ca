/**
 * The sticky site header (spec §2 Navigation): logo, the six top links with
 * the current one marked, the cart (with its item count), the account
 * controls and, below 768 px, a hamburger that opens the mobile menu.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { siteMessages } from '@huella/shared/messages/site';
import { CartButton } from '../../features/shop/components/cart-button';
import { AccountActions } from './account-actions';
import { HuellaLogo } from './huella-logo';
import { MobileMenu } from './mobile-menu';
import { PRIMARY_LINKS } from './primary-links';

export function SiteHeader() {
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the navigation it was opened on: any navigation
  // (a new location key, even to the same path) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <HuellaLogo />
        </Link>

        <nav aria-label={siteMessages.nav.main} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `rounded-full px-2.5 py-2 text-sm font-medium transition-colors lg:px-4 ${
                      isActive
                        ? 'bg-secondary font-semibold text-primary'
                        : 'text-ink hover:bg-secondary/50 hover:text-primary'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1.5">
          <CartButton />
          <AccountActions />
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-primary transition-colors hover:bg-secondary/60 md:hidden"
            aria-label={menuOpen ? siteMessages.nav.closeMenu : siteMessages.nav.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      <MobileMenu id={menuId} open={menuOpen} onClose={() => setOpenOn(null)} />
    </header>
  );
}
