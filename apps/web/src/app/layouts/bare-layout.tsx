/** The bare layout (spec §2): no header or footer, used by login and registration. */
import { Outlet } from 'react-router';

export function BareLayout() {
  return (
    <main id="contenido" className="min-h-dvh bg-surface">
      <Outlet />
    </main>
  );
}
