/** "Disponible" / "Próximamente" mark on a service. */
import { servicesMessages } from '@huella/shared/messages/services';

export function StatusBadge({ available }: { available: boolean }) {
  return available ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-xs font-bold text-success ring-1 ring-green-600/20">
      <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
      {servicesMessages.available}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-highlight px-3 py-1 text-xs font-bold text-primary">
      {servicesMessages.comingSoon}
    </span>
  );
}
