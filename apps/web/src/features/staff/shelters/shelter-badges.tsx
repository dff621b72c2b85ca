/** A shelter's standing as badges: Verificado or Sin verificar, and Suspendido. */
import { BadgeCheck, Ban } from 'lucide-react';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';

const text = staffSheltersScreensMessages.shelters;
const badge =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

export function ShelterBadges({ verified, suspended }: { verified: boolean; suspended: boolean }) {
  return (
    <>
      {verified ? (
        <span className={`${badge} bg-green-50 text-green-800 ring-green-300`}>
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {text.verified}
        </span>
      ) : (
        <span className={`${badge} bg-gray-100 text-gray-800 ring-gray-300`}>
          {text.unverified}
        </span>
      )}
      {suspended ? (
        <span className={`${badge} bg-red-50 text-red-800 ring-red-300`}>
          <Ban className="size-3.5" aria-hidden="true" />
          {text.suspended}
        </span>
      ) : null}
    </>
  );
}
