/**
 * The frame of every staff page: it lets in staff only (is_staff on the
 * signed-in user; anyone else reads that they have no access, with a way
 * back), then shows the page's title, the staff sub-navigation (Resumen,
 * Blog, Comentarios with its pending count, Productos, Pedidos) and the page.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import {
  FileText,
  LayoutDashboard,
  MessageSquare,
  Receipt,
  ShieldAlert,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { staffMessages } from '@huella/shared/messages/staff';
import { buttonClasses } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMe } from '../../../lib/use-me';
import { useCommentCounts } from '../api/staff-comments';

const links: Array<{ to: string; label: string; Icon: LucideIcon; end?: boolean }> = [
  { to: '/staff', label: staffMessages.nav.overview, Icon: LayoutDashboard, end: true },
  { to: '/staff/blog', label: staffMessages.nav.blog, Icon: FileText },
  { to: '/staff/comentarios', label: staffMessages.nav.comments, Icon: MessageSquare },
  // The shop (issue 16).
  { to: '/staff/productos', label: staffMessages.nav.products, Icon: ShoppingBag },
  { to: '/staff/pedidos', label: staffMessages.nav.orders, Icon: Receipt },
];

function StaffNav() {
  const counts = useCommentCounts();
  const pending = counts.data?.pendiente ?? 0;
  return (
    <nav aria-label={staffMessages.navLabel} className="mt-6 -mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 px-1">
        {links.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `-mb-px flex items-center gap-2 border-b-2 px-3 py-3 font-semibold transition-colors sm:px-4 ${
                  isActive
                    ? 'border-accent text-primary'
                    : 'border-transparent text-muted hover:border-secondary-dark hover:text-primary'
                }`
              }
            >
              <Icon className="hidden size-5 sm:block" aria-hidden="true" />
              {label}
              {to === '/staff/comentarios' && pending > 0 ? (
                <CountBadge
                  value={pending > 99 ? '99+' : String(pending)}
                  label={`, ${staffMessages.overview.pending(pending)}`}
                />
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
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
