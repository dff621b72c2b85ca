/**
 * The menu below 768 px: the six top links stacked, over a dimmed page that
 * closes it when tapped. Hidden (and out of the accessibility tree) when closed.
 */
import { NavLink } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { siteMessages } from '@huella/shared/messages/site';
import { PRIMARY_LINKS } from './primary-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  return (
    <div id={id} hidden={!open} className="md:hidden">
      <div
        className="fixed inset-x-0 top-16 bottom-0 bg-primary/40"
        aria-hidden="true"
        onClick={onClose}
      />
      <nav
        aria-label={siteMessages.nav.main}
        className="absolute inset-x-0 top-full border-b border-gray-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        <ul className="flex flex-col">
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                // Tapping the page you are on is not a navigation; close anyway.
                onClick={onClose}
                className={({ isActive }) =>
                  `flex items-center justify-between rounded-xl px-4 py-3 text-base font-medium transition-colors ${
                    isActive
                      ? 'bg-secondary font-semibold text-primary'
                      : 'text-ink hover:bg-secondary/50'
                  }`
                }
              >
                {link.label}
                <ChevronRight className="size-5 text-gray-400" aria-hidden="true" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
