/**
 * /dashboard — Mi cuenta (spec §2): protected, main layout. Composes the auth
 * and account features with the announcements (Anuncios, and Mascotas under
 * Refugios), the adoption requests (Solicitudes, and the Solicitudes card and
 * inbox under Refugios) and the chat (Chat).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LogOut } from 'lucide-react';
import { authMessages } from '@huella/shared/messages/auth';
import {
  DashboardShell,
  type DashboardSlots,
} from '../features/account/components/dashboard-shell';
import { AnnouncementsSection } from '../features/announcements/components/announcements-section';
import { ShelterPetsModal } from '../features/announcements/components/shelter-pets-modal';
import { MyRequestsSection } from '../features/adoption-requests/components/my-requests-section';
import { ShelterRequestLink } from '../features/adoption-requests/components/shelter-request-link';
import { ShelterRequestsCard } from '../features/adoption-requests/components/shelter-requests-card';
import { useMe } from '../lib/use-me';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { useLogout } from '../features/auth/hooks/use-logout';

const slots: DashboardSlots = {
  announcements: () => <AnnouncementsSection />,
  shelterPets: (pets) => <ShelterPetsModal {...pets} />,
  requests: () => <MyRequestsSection />,
  shelterRequests: (shelter) => <ShelterRequestsCard shelter={shelter} />,
  sheltersExtra: () => <ShelterRequestLink />,
  chat: () => <ChatPanel />,
};

export default function DashboardRoute() {
  const me = useMe();
  const logout = useLogout();
  const location = useLocation();
  const fromAdoptionForm = Boolean(
    (location.state as { fromAdoptionForm?: boolean } | null)?.fromAdoptionForm,
  );

  // Spec §2: back from the announcement form, the page glides to the top.
  useEffect(() => {
    if (fromAdoptionForm) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [fromAdoptionForm, location.key]);

  return (
    <DashboardShell
      user={me.data}
      userStatus={me.status}
      onRetryUser={() => void me.refetch()}
      slots={slots}
      menuFooter={
        <button
          type="button"
          onClick={() => void logout()}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 font-medium text-danger transition-colors hover:bg-red-50"
        >
          <LogOut className="size-5" aria-hidden="true" />
          {authMessages.logout.label}
        </button>
      }
    />
  );
}
