/**
 * "Reservado" (a shelter's `pendiente`) and "Adoptado" as a visitor sees
 * them, on cards, the animal page, favourites and shelter pages. An animal
 * in adoption gets no badge unless `showAvailable` asks for "Disponible".
 */
import { CircleCheck, Clock } from 'lucide-react';
import { petsMessages } from '@huella/shared/messages/pets';
import type { Animal } from '@huella/shared/schemas/pets';

const styles = {
  en_adopcion: 'bg-green-50 text-success ring-green-600/25',
  pendiente: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  adoptada: 'bg-primary text-white ring-primary',
} as const;

interface AnimalStateBadgeProps {
  state: Animal['state'];
  showAvailable?: boolean;
  className?: string;
}

export function AnimalStateBadge({
  state,
  showAvailable = false,
  className = '',
}: AnimalStateBadgeProps) {
  if (state === 'en_adopcion' && !showAvailable) return null;
  const Icon = state === 'pendiente' ? Clock : CircleCheck;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${styles[state]} ${className}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {petsMessages.publicStates[state]}
    </span>
  );
}
