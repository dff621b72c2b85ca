/**
 * Mi cuenta (spec §2 Dashboard): the greeting, the section menu and the
 * chosen section. Refugios (and Solicitudes recibidas, the shelters' inbox)
 * join the menu only when the user belongs to at least one shelter; if the
 * shelters cannot be loaded the user is told so. Without ?seccion= the page
 * opens on the landing section the route works out for the person.
 */
import { useEffect, type ReactNode } from 'react';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import type { User } from '@huella/shared/schemas/users';
import { accountMessages } from '@huella/shared/messages/account';
import { commonMessages } from '@huella/shared/messages/common';
import { LoadError } from '../../../components/ui/load-error';
import { useDialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useMyShelters } from '../../../lib/my-shelters';
import {
  DASHBOARD_SECTIONS,
  SHELTER_SECTIONS,
  useDashboardSection,
  type DashboardSection,
} from '../hooks/use-dashboard-section';
import { ChatSection } from './chat-section';
import { DashboardMenu, type MenuBadges } from './dashboard-menu';
import { FavouritesSection } from './favourites-section';
import { PaymentsSection } from './payments-section';
import { ProfileSection } from './profile-section';
import { SheltersSection, type ShelterPetsSlot } from './shelters-section';
import { UserAvatar } from './user-avatar';

/** Without a shelter, Refugios stays (the way to register one); the shelters' inbox does not. */
const WITHOUT_SHELTERS = DASHBOARD_SECTIONS.filter(
  (section) => section === 'refugios' || !SHELTER_SECTIONS.includes(section),
);

interface DashboardShellProps {
  user: User | undefined;
  userStatus: 'pending' | 'error' | 'success';
  onRetryUser: () => void;
  /** Extra actions under the menu (sign out). */
  menuFooter?: ReactNode;
  /** Sections of other features, composed by the route (features never import each other). */
  slots?: DashboardSlots;
  /**
   * Where the page opens without ?seccion=: a section, or null while the
   * route is still finding out (a spinner, never a section that then jumps).
   */
  landing?: DashboardSection | null;
  /** Counts beside menu entries (pending received requests), given by the route. */
  badges?: MenuBadges;
}

export interface DashboardSlots {
  /** Anuncios: the announcements of the user's shelters. */
  announcements: () => ReactNode;
  /** Mis solicitudes: the user's adoption requests. */
  requests: () => ReactNode;
  /** Solicitudes recibidas: the requests of all the user's shelters. */
  receivedRequests?: () => ReactNode;
  /** Refugios → the Solicitudes card's content for one shelter. */
  shelterRequests: (shelter: MyShelter) => ReactNode;
  /** Refugios → Mascotas: one shelter's announcements, in a modal over its card. */
  shelterPets?: (pets: ShelterPetsSlot) => ReactNode;
  /** Búsquedas guardadas: the searches with e-mail alerts. */
  savedSearches?: () => ReactNode;
  /** Cuestionario de compatibilidad: the questionnaire the badges and the adoption form read. */
  questionnaire?: () => ReactNode;
  /** Chat: the conversations and the open conversation. */
  chat?: () => ReactNode;
  /** Refugios → Estadísticas: the way to one shelter's figures. */
  shelterStats?: (shelter: MyShelter) => ReactNode;
  /** Refugios: the user's application to register a shelter, or the call to send one. */
  shelterApplication?: (context: { hasShelters: boolean }) => ReactNode;
}

export function DashboardShell({
  user,
  userStatus,
  onRetryUser,
  menuFooter,
  slots,
  landing,
  badges,
}: DashboardShellProps) {
  const dialog = useDialog();
  const shelters = useMyShelters();
  const sections: readonly DashboardSection[] = shelters.data?.length
    ? DASHBOARD_SECTIONS
    : WITHOUT_SHELTERS;
  const current = useDashboardSection(sections, landing);

  // Spec §8: the shelters failure is told in a dialog, once per failure.
  const { isError, errorUpdatedAt } = shelters;
  useEffect(() => {
    if (isError) {
      void dialog.alert({
        title: commonMessages.dialog.error,
        message: accountMessages.sheltersLoadError,
        type: 'error',
      });
    }
  }, [isError, errorUpdatedAt, dialog]);

  const userContent = (render: (user: User) => ReactNode) => {
    if (user) return render(user);
    if (userStatus === 'error') {
      return <LoadError message={accountMessages.userLoadError} onRetry={onRetryUser} />;
    }
    return <Spinner label={commonMessages.loading} showLabel />;
  };

  const section: Record<DashboardSection, () => ReactNode> = {
    anuncios: () => slots?.announcements() ?? null,
    favoritos: () => <FavouritesSection />,
    busquedas: () => slots?.savedSearches?.() ?? null,
    cuestionario: () => slots?.questionnaire?.() ?? null,
    solicitudes: () => slots?.requests() ?? null,
    recibidas: () => slots?.receivedRequests?.() ?? null,
    chat: () => <ChatSection>{slots?.chat?.()}</ChatSection>,
    pagos: () => <PaymentsSection />,
    cuenta: () => userContent((me) => <ProfileSection user={me} />),
    refugios: () => (
      <SheltersSection
        shelters={shelters.data}
        isLoading={shelters.isPending}
        requests={slots?.shelterRequests}
        pets={slots?.shelterPets}
        stats={slots?.shelterStats}
        application={slots?.shelterApplication}
      />
    ),
  };

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <div className="flex items-start gap-4 sm:items-center">
          {user ? <UserAvatar user={user} decorative /> : null}
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {accountMessages.title}
            </h1>
            <p className="mt-1 text-muted">
              {user ? (
                <span className="font-semibold text-ink">
                  {accountMessages.greeting(user.first_name)}{' '}
                </span>
              ) : null}
              {accountMessages.intro}
            </p>
          </div>
        </div>
        {/* One column on phones no wider than the screen, so the menu's long section names truncate. */}
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
          <DashboardMenu
            sections={sections}
            current={current}
            footer={menuFooter}
            badges={badges}
          />
          <div>
            {current ? section[current]() : <Spinner label={commonMessages.loading} showLabel />}
          </div>
        </div>
      </div>
    </div>
  );
}
