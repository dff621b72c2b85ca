/** An application's state as a coloured badge (Enviada, En revisión, …). */
import type { ShelterApplicationState } from '@huella/shared/constants';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';

const tones: Record<ShelterApplicationState, string> = {
  enviada: 'bg-blue-50 text-blue-900 ring-blue-300',
  en_revision: 'bg-amber-50 text-amber-900 ring-amber-300',
  info_solicitada: 'bg-purple-50 text-purple-900 ring-purple-300',
  aprobada: 'bg-green-50 text-green-800 ring-green-300',
  rechazada: 'bg-red-50 text-red-800 ring-red-300',
};

export function ApplicationStateBadge({ state }: { state: ShelterApplicationState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[state]}`}
    >
      {shelterApplicationsMessages.states[state]}
    </span>
  );
}
