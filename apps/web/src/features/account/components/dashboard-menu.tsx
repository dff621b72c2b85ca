/**
 * The dashboard's section menu (spec §2): a side list on wide screens; below
 * 768 px it folds behind a 'Menú' button and closes after a choice. Entries
 * may carry a count: Chat its unread messages, Solicitudes recibidas the
 * pending requests (given by the route).
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BellRing,
  Building2,
  ChevronDown,
  ClipboardCheck,
  CreditCard,
  Heart,
  HeartHandshake,
  Inbox,
  Megaphone,
  Menu,
  MessageCircle,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { MOBILE_BREAKPOINT_PX } from '@huella/shared/constants';
import { accountMessages } from '@huella/shared/messages/account';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import { savedSearchesMessages } from '@huella/shared/messages/saved-searches';
import { CountBadge } from '../../../components/ui/count-badge';
import { useChatUnreadTotal } from '../../../lib/chat-unread';
import { useMediaQuery } from '../../../lib/use-media-query';
import { sectionHref, type DashboardSection } from '../hooks/use-dashboard-section';

const entries: Record<DashboardSection, { label: string; Icon: LucideIcon }> = {
  anuncios: { label: accountMessages.menu.announcements, Icon: Megaphone },
  favoritos: { label: accountMessages.menu.favourites, Icon: Heart },
  busquedas: { label: savedSearchesMessages.screens.section.menu, Icon: BellRing },
  cuestionario: { label: compatibilityMessages.section.menu, Icon: ClipboardCheck },
  recibidas: { label: adoptionRequestsScreensMessages.received.menu, Icon: Inbox },
  solicitudes: { label: adoptionRequestsScreensMessages.list.menu, Icon: HeartHandshake },
  chat: { label: accountMessages.menu.chat, Icon: MessageCircle },
  pagos: { label: accountMessages.menu.payments, Icon: CreditCard },
  cuenta: { label: accountMessages.menu.account, Icon: UserRound },
  refugios: { label: accountMessages.menu.shelters, Icon: Building2 },
};

/** A count beside an entry: what the eye sees and what a screen reader hears after the name. */
export type MenuBadges = Partial<Record<DashboardSection, { value: string; label: string }>>;

interface DashboardMenuProps {
  sections: readonly DashboardSection[];
  /** Null while the landing section is still being worked out. */
  current: DashboardSection | null;
  /** Extra actions under the list (sign out). */
  footer?: ReactNode;
  badges?: MenuBadges;
}

export function DashboardMenu({ sections, current, footer, badges = {} }: DashboardMenuProps) {
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const showList = !isNarrow || open;
  const CurrentIcon = current ? entries[current].Icon : Menu;
  const unread = useChatUnreadTotal();
  const badgeOf = (section: DashboardSection) =>
    section === 'chat' && unread > 0
      ? {
          value: chatScreensMessages.badge.short(unread),
          label: chatScreensMessages.badge.suffix(unread),
        }
      : badges[section];

  return (
    <nav
      aria-label={accountMessages.menuLabel}
      className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-gray-200 md:sticky md:top-24"
    >
      {isNarrow ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-primary hover:bg-secondary/40"
        >
          <span className="flex min-w-0 items-center gap-3">
            <CurrentIcon className="size-5 shrink-0 text-accent" aria-hidden="true" />
            {accountMessages.menu.toggle}
            {/* One line on a phone: a long section name ends in an ellipsis. */}
            {current ? (
              <span className="min-w-0 truncate font-normal text-muted">
                · {entries[current].label}
              </span>
            ) : null}
          </span>
          <ChevronDown
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      ) : null}
      <div id={listId} hidden={!showList}>
        <ul className={`space-y-1 ${isNarrow ? 'mt-1 border-t border-gray-100 pt-2' : ''}`}>
          {sections.map((section) => {
            const { label, Icon } = entries[section];
            const active = section === current;
            const badge = badgeOf(section);
            return (
              <li key={section}>
                <Link
                  to={sectionHref(section)}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className={`flex items-center gap-3 rounded-xl px-4 py-3 font-medium transition-colors ${
                    active ? 'bg-primary text-white' : 'text-ink hover:bg-secondary/50'
                  }`}
                >
                  <Icon
                    className={`size-5 ${active ? 'text-highlight' : 'text-primary'}`}
                    aria-hidden="true"
                  />
                  {label}
                  {badge ? (
                    <CountBadge value={badge.value} label={badge.label} className="ml-auto" />
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        {footer ? <div className="mt-2 border-t border-gray-100 pt-2">{footer}</div> : null}
      </div>
    </nav>
  );
}
