/** A request's state as a coloured pill, named in words (colour is never the only cue). */
import type { AdoptionRequestState } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';

const tones: Record<AdoptionRequestState, string> = {
  pendiente: 'bg-amber-100 text-amber-900',
  en_revision: 'bg-secondary text-primary',
  aceptada: 'bg-green-100 text-green-900',
  rechazada: 'bg-red-100 text-red-900',
  retirada: 'bg-gray-200 text-gray-800',
  completada: 'bg-primary text-white',
};

export function StateBadge({ state }: { state: AdoptionRequestState }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold ${tones[state]}`}
    >
      {adoptionRequestsMessages.states[state]}
    </span>
  );
}
