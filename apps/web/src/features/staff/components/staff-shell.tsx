/**
 * The frame of every staff page: it lets in staff only (is_staff on the
 * signed-in user; anyone else reads that they have no access, with a way
 * back), then shows the page's title, the staff sub-navigation and the page.
 *
 * The navigation's eleven sections come in groups — Resumen and Correo (the
 * mail queue); Comunidad (Solicitudes and Denuncias with what waits as a
 * badge, Refugios, Usuarios, Auditoría); Contenido (Blog, Comentarios with
 * its pending count); Tienda (Productos, Pedidos) — laid out as one band of
 * pills on a wide screen (without their icons at 1280 px, so the counts fit)
 * and as labelled rows on a phone, every link a comfortable target.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import {
  ClipboardList,
  FileText,
  Flag,
  History,
  House,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Receipt,
  ShieldAlert,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { buttonClasses } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMe } from '../../../lib/use-me';
import { pendingApplicationsOf, useApplicationCounts } from '../api/application-counts';
import { useCommentCounts } from '../api/staff-comments';
import { openReportsOf, useReportCounts } from '../moderation/api/report-counts';

const nav = staffMessages.nav;
const groupsText = staffAdminScreensMessages.nav.groups;

type Counted = 'comments' | 'applications' | 'reports';

interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  end?: boolean;
  count?: Counted;
}

const groups: Array<{ id: string; label: string; items: NavItem[] }> = [
  {
    id: 'general',
    label: groupsText.general,
    items: [
      { to: '/staff', label: nav.overview, Icon: LayoutDashboard, end: true },
      // The mail queue (decision record 0019).
      { to: '/staff/correo', label: nav.mail, Icon: Mail },
    ],
  },
  {
    // Shelters, moderation and the audit log (issue 17).
    id: 'community',
    label: groupsText.community,
    items: [
      {
        to: '/staff/solicitudes',
        label: nav.applications,
        Icon: ClipboardList,
        count: 'applications',
      },
      { to: '/staff/refugios', label: nav.shelters, Icon: House },
      { to: '/staff/denuncias', label: nav.reports, Icon: Flag, count: 'reports' },
      { to: '/staff/usuarios', label: nav.users, Icon: Users },
      { to: '/staff/auditoria', label: nav.audit, Icon: History },
    ],
  },
  {
    id: 'content',
    label: groupsText.content,
    items: [
      { to: '/staff/blog', label: nav.blog, Icon: FileText },
      { to: '/staff/comentarios', label: nav.comments, Icon: MessageSquare, count: 'comments' },
    ],
  },
  {
    // The shop (issue 16).
    id: 'shop',
    label: groupsText.shop,
    items: [
      { to: '/staff/productos', label: nav.products, Icon: ShoppingBag },
      { to: '/staff/pedidos', label: nav.orders, Icon: Receipt },
    ],
  },
];

function useNavCounts(): Record<Counted, { count: number; label: (count: number) => string }> {
  const comments = useCommentCounts();
  const applications = useApplicationCounts();
  const reports = useReportCounts();
  return {
    comments: { count: comments.data?.pendiente ?? 0, label: staffMessages.overview.pending },
    applications: {
      count: pendingApplicationsOf(applications.data),
      label: staffAdminScreensMessages.nav.pendingApplications,
    },
    reports: {
      count: openReportsOf(reports.data),
      label: staffAdminScreensMessages.nav.openReports,
    },
  };
}

function StaffNav() {
  const counts = useNavCounts();
  return (
    <nav
      aria-label={staffMessages.navLabel}
      className="mt-6 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-gray-200 sm:p-3"
    >
      <div className="flex flex-col gap-2 divide-y divide-gray-100 xl:flex-row xl:gap-0 xl:divide-x xl:divide-y-0">
        {groups.map((group) => (
          <div
            key={group.id}
            className="flex items-start gap-2 pt-2 first:pt-0 xl:shrink-0 xl:flex-col xl:gap-1 xl:px-1.5 xl:pt-0 xl:first:pl-0 xl:last:pr-0"
          >
            <p
              id={`staff-nav-${group.id}`}
              className="w-24 shrink-0 pt-2.5 text-xs font-bold tracking-wide text-muted uppercase sm:w-28 xl:w-auto xl:px-2 xl:pt-0"
            >
              {group.label}
            </p>
            <ul
              aria-labelledby={`staff-nav-${group.id}`}
              className="flex min-w-0 flex-wrap gap-1 xl:flex-nowrap"
            >
              {group.items.map(({ to, label, Icon, end, count }) => {
                const counted = count ? counts[count] : null;
                return (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end={end}
                      className={({ isActive }) =>
                        `flex min-h-10 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors xl:gap-1 xl:px-2 ${
                          isActive ? 'bg-primary text-white' : 'text-primary hover:bg-secondary/60'
                        }`
                      }
                    >
                      <Icon
                        className="hidden size-4 sm:block xl:hidden 2xl:block"
                        aria-hidden="true"
                      />
                      {label}
                      {counted && counted.count > 0 ? (
                        <CountBadge
                          value={counted.count > 99 ? '99+' : String(counted.count)}
                          label={`, ${counted.label(counted.count)}`}
                        />
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

export function NoAccess() {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
      <span
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-secondary text-accent"
        aria-hidden="true"
      >
        <ShieldAlert className="size-8" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-primary">{staffMessages.noAccess.title}</h1>
      <p className="mt-2 text-muted">{staffMessages.noAccess.text}</p>
      <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>
        {staffMessages.noAccess.back}
      </Link>
    </div>
  );
}

interface StaffShellProps {
  /** The page's heading (h1) and document title. */
  title: string;
  /** Beside the heading (the "Nuevo artículo" button). */
  actions?: ReactNode;
  children: ReactNode;
}

export function StaffShell({ title, actions, children }: StaffShellProps) {
  const me = useMe();
  useDocumentTitle(me.data?.is_staff ? title : me.data ? staffMessages.noAccess.title : null);

  let body: ReactNode;
  if (me.isPending) body = <Spinner label={commonMessages.loading} showLabel />;
  else if (me.isError)
    body = <LoadError message={staffMessages.loadUserFailed} onRetry={() => void me.refetch()} />;
  else if (!me.data.is_staff)
    return (
      <div className="bg-surface px-4 py-12">
        <NoAccess />
      </div>
    );
  else
    body = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-bold text-accent">{staffMessages.title}</p>
            <h1 className="text-3xl font-extrabold tracking-tight text-primary [overflow-wrap:anywhere] sm:text-4xl">
              {title}
            </h1>
          </div>
          {actions}
        </div>
        <StaffNav />
        <div className="mt-6">{children}</div>
      </>
    );

  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{body}</div>
    </div>
  );
}
