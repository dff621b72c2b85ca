/**
 * /dashboard — Mi cuenta (spec §2): protected, main layout. Composes the auth
 * and account features with the announcements (Anuncios, and Mascotas under
 * Refugios), the adoption requests (Mis solicitudes, Solicitudes recibidas
 * with its pending badge, and the Solicitudes card under Refugios) and the
 * chat (Chat), the saved searches (Búsquedas guardadas), the compatibility
 * questionnaire (Cuestionario de compatibilidad), under Refugios the shelter
 * applications (the way to register a shelter, or the application's state)
 * and each shelter's figures (issue 17), and for staff the way to the staff
 * area. It also decides where the page opens without ?seccion=.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LogOut, ShieldCheck } from 'lucide-react';
import { favouriteUpdatesMessages } from '@huella/shared/messages/favourite-updates';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { authMessages } from '@huella/shared/messages/auth';
import { siteMessages } from '@huella/shared/messages/site';
import {
  DashboardShell,
  type DashboardSlots,
} from '../features/account/components/dashboard-shell';
import type { MenuBadges } from '../features/account/components/dashboard-menu';
import { useFavouriteUpdatesUnread } from '../features/account/api/list-favourite-updates';
import type { DashboardSection } from '../features/account/hooks/use-dashboard-section';
import { AnnouncementsSection } from '../features/announcements/components/announcements-section';
import { ShelterPetsModal } from '../features/announcements/components/shelter-pets-modal';
import { useAdoptionRequestCounts } from '../features/adoption-requests/api/get-adoption-request-counts';
import { useMyAdoptionRequests } from '../features/adoption-requests/api/list-my-adoption-requests';
import { MyRequestsSection } from '../features/adoption-requests/components/my-requests-section';
import { PendingRequestsNotice } from '../features/adoption-requests/components/pending-requests-notice';
import { ReceivedRequestsSection } from '../features/adoption-requests/components/received-requests-section';
import { ShelterRequestsCard } from '../features/adoption-requests/components/shelter-requests-card';
import { movedRequestHref } from '../features/adoption-requests/utils/links';
import { useMe } from '../lib/use-me';
import { useMyShelters } from '../lib/my-shelters';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { SavedSearchesSection } from '../features/saved-searches/components/saved-searches-section';
import { QuestionnaireSection } from '../features/compatibility/components/questionnaire-section';
import { ShelterApplicationSlot } from '../features/shelter-applications/components/application-status-card';
import { ShelterStatsButton } from '../features/shelters/components/shelter-stats-panel';
import { useLogout } from '../features/auth/hooks/use-logout';

const slots: DashboardSlots = {
  announcements: () => (
    <>
      <PendingRequestsNotice />
      <AnnouncementsSection />
    </>
  ),
  shelterPets: (pets) => <ShelterPetsModal {...pets} />,
  requests: () => <MyRequestsSection />,
  receivedRequests: () => <ReceivedRequestsSection />,
  shelterRequests: (shelter) => <ShelterRequestsCard shelter={shelter} />,
  chat: () => <ChatPanel />,
  savedSearches: () => <SavedSearchesSection />,
  questionnaire: () => <QuestionnaireSection />,
  shelterStats: (shelter) => <ShelterStatsButton shelter={shelter} />,
  shelterApplication: ({ hasShelters }) => <ShelterApplicationSlot hasShelters={hasShelters} />,
};

/**
 * Where Mi cuenta opens: a shelter member on Anuncios (with the pending
 * requests above), an adopter on Mis solicitudes once they have sent one,
 * otherwise on Favoritos. Null until that is known.
 */
function useLanding(): { landing: DashboardSection | null; hasShelters: boolean } {
  const shelters = useMyShelters();
  const hasShelters = Boolean(shelters.data?.length);
  // Shelters that cannot be loaded: the person is treated as an adopter (and told in a dialog).
  const adopter = shelters.isError || shelters.data?.length === 0;
  const requests = useMyAdoptionRequests({ enabled: adopter });
  if (hasShelters) return { landing: 'anuncios', hasShelters };
  if (!adopter || requests.isPending) return { landing: null, hasShelters };
  return { landing: requests.data?.length ? 'solicitudes' : 'favoritos', hasShelters };
}

const receivedText = adoptionRequestsScreensMessages.received;

export default function DashboardRoute() {
  const me = useMe();
  const logout = useLogout();
  const location = useLocation();
  const [params] = useSearchParams();
  const { landing, hasShelters } = useLanding();
  const counts = useAdoptionRequestCounts(undefined, { enabled: hasShelters });
  const pending = hasShelters ? (counts.data?.pendiente ?? 0) : 0;
  const favouriteNews = useFavouriteUpdatesUnread();
  const badges: MenuBadges = {
    ...(pending > 0 && {
      recibidas: { value: receivedText.badgeValue(pending), label: receivedText.badge(pending) },
    }),
    ...(favouriteNews > 0 && {
      favoritos: {
        value: receivedText.badgeValue(favouriteNews),
        label: `, ${favouriteUpdatesMessages.unread(favouriteNews)}`,
      },
    }),
  };
  const fromAdoptionForm = Boolean(
    (location.state as { fromAdoptionForm?: boolean } | null)?.fromAdoptionForm,
  );

  // Spec §2: back from the announcement form, the page glides to the top.
  useEffect(() => {
    if (fromAdoptionForm) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [fromAdoptionForm, location.key]);

  // Links of older e-mails (and the chat's) opened a received request under Refugios.
  const moved = movedRequestHref(params);
  if (moved) return <Navigate to={moved} replace />;

  return (
    <DashboardShell
      user={me.data}
      userStatus={me.status}
      onRetryUser={() => void me.refetch()}
      slots={slots}
      landing={landing}
      badges={badges}
      menuFooter={
        <>
          {/* The staff area (blog, comments), for staff only; named as its breadcrumb,
              which the app shell already has (the staff strings load with the staff pages). */}
          {me.data?.is_staff ? (
            <Link
              to="/staff"
              className="flex w-full items-center gap-3 rounded-xl px-4 py-3 font-medium text-ink transition-colors hover:bg-secondary/50"
            >
              <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
              {siteMessages.breadcrumbs.staff}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => void logout()}
            className="flex w-full items-center gap-3 rounded-xl px-4 py-3 font-medium text-danger transition-colors hover:bg-red-50"
          >
            <LogOut className="size-5" aria-hidden="true" />
            {authMessages.logout.label}
          </button>
        </>
      }
    />
  );
}
