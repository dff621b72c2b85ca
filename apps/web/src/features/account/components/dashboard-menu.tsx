/**
 * The dashboard's section menu (spec §2): a side list on wide screens; below
 * 768 px it folds behind a 'Menú' button and closes after a choice.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Building2,
  ChevronDown,
  CreditCard,
  Heart,
  HeartHandshake,
  Megaphone,
  MessageCircle,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { MOBILE_BREAKPOINT_PX } from '@huella/shared/constants';
import { accountMessages } from '@huella/shared/messages/account';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { chatScreensMessages } from '@huella/shared/messages/chat-screens';
import { CountBadge } from '../../../components/ui/count-badge';
import { useChatUnreadTotal } from '../../../lib/chat-unread';
import { useMediaQuery } from '../../../lib/use-media-query';
import { sectionHref, type DashboardSection } from '../hooks/use-dashboard-section';

const entries: Record<DashboardSection, { label: string; Icon: LucideIcon }> = {
  anuncios: { label: accountMessages.menu.announcements, Icon: Megaphone },
  favoritos: { label: accountMessages.menu.favourites, Icon: Heart },
  solicitudes: { label: adoptionRequestsScreensMessages.list.menu, Icon: HeartHandshake },
  chat: { label: accountMessages.menu.chat, Icon: MessageCircle },
  pagos: { label: accountMessages.menu.payments, Icon: CreditCard },
  cuenta: { label: accountMessages.menu.account, Icon: UserRound },
  refugios: { label: accountMessages.menu.shelters, Icon: Building2 },
};

interface DashboardMenuProps {
  sections: readonly DashboardSection[];
  current: DashboardSection;
  /** Extra actions under the list (sign out). */
  footer?: ReactNode;
}

export function DashboardMenu({ sections, current, footer }: DashboardMenuProps) {
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const showList = !isNarrow || open;
  const CurrentIcon = entries[current].Icon;
  const unread = useChatUnreadTotal();

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
          <span className="flex items-center gap-3">
            <CurrentIcon className="size-5 text-accent" aria-hidden="true" />
            {accountMessages.menu.toggle}
            <span className="font-normal text-muted">· {entries[current].label}</span>
          </span>
          <ChevronDown
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      ) : null}
      <div id={listId} hidden={!showList}>
        <ul className={`space-y-1 ${isNarrow ? 'mt-1 border-t border-gray-100 pt-2' : ''}`}>
          {sections.map((section) => {
            const { label, Icon } = entries[section];
            const active = section === current;
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
                  {section === 'chat' && unread > 0 ? (
                    <CountBadge
                      value={chatScreensMessages.badge.short(unread)}
                      label={chatScreensMessages.badge.suffix(unread)}
                      className="ml-auto"
                    />
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
