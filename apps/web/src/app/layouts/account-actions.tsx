/**
 * The header's account controls (spec §2 Navigation): with a session, a user
 * icon to /dashboard and a logout control; without one, a profile button to
 * /login. Labels stay readable by screen readers when only the icon shows.
 * Unread chat messages show as a count on the user icon, kept live by the
 * chat stream, and are read with the link's name.
 */
import { Link, NavLink } from 'react-router';
import { LogOut, UserRound } from 'lucide-react';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { siteMessages } from '@huella/shared/messages/site';
import { CountBadge } from '../../components/ui/count-badge';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useChatUnreadTotal } from '../../lib/chat-unread';
import { useSession } from '../../lib/session';

const pill =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors';

export function AccountActions() {
  const { isAuthenticated } = useSession();
  const logout = useLogout();
  const unread = useChatUnreadTotal();

  if (!isAuthenticated) {
    return (
      <Link
        to="/login"
        className={`${pill} w-10 bg-primary text-white hover:bg-primary-light lg:w-auto lg:px-4`}
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">{siteMessages.nav.profile}</span>
      </Link>
    );
  }

  return (
    <>
      <NavLink
        to="/dashboard"
        className={({ isActive }) =>
          `${pill} relative w-10 lg:w-auto lg:px-4 ${
            isActive ? 'bg-primary text-white' : 'bg-secondary text-primary hover:bg-secondary-dark'
          }`
        }
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">{siteMessages.nav.myAccount}</span>
        {unread > 0 ? (
          <CountBadge
            value={chatScreensMessages.badge.short(unread)}
            label={chatScreensMessages.badge.suffix(unread)}
            // On the icon while only the icon shows; after the words once they do.
            className="absolute -top-1 -right-1 ring-2 ring-white lg:static lg:ring-0"
          />
        ) : null}
      </NavLink>
      <button
        type="button"
        onClick={() => void logout()}
        className={`${pill} w-10 text-primary hover:bg-secondary/60`}
        title={siteMessages.nav.logout}
      >
        <LogOut className="size-5" aria-hidden="true" />
        <span className="sr-only">{siteMessages.nav.logout}</span>
      </button>
    </>
  );
}
