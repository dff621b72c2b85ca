/**
 * /staff/refugios/:id — one shelter for staff: standing, counts, details and
 * their edit form, members, and its figures (the shelter's own panel). Asked for once the shell knows
 * the person is staff.
 */
import { Link, useParams } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { FormAlert } from '../components/ui/form-alert';
import { LoadError } from '../components/ui/load-error';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useMe } from '../lib/use-me';
import { StaffShell } from '../features/staff/components/staff-shell';
import { useStaffShelter } from '../features/staff/shelters/api/get-shelter';
import { ShelterDetail } from '../features/staff/shelters/shelter-detail';
import { ShelterStatsPanel } from '../features/shelters/components/shelter-stats-panel';

const text = staffSheltersScreensMessages.shelter;

export default function StaffShelterRoute() {
  const { id } = useParams();
  const numeric = id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const me = useMe();
  const shelter = useStaffShelter(numeric, me.data?.is_staff === true);

  let body;
  if (numeric === null || (shelter.error instanceof ApiError && shelter.error.status === 404)) {
    body = (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/refugios" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  } else if (shelter.isError) {
    body = (
      <LoadError
        message={text.loadFailed}
        detail={shelter.error instanceof ApiError ? shelter.error.message : undefined}
        onRetry={() => void shelter.refetch()}
      />
    );
  } else if (shelter.isPending) {
    body = <Spinner label={commonMessages.loading} showLabel />;
  } else {
    // Its figures: the panel its members see in Mi cuenta.
    body = (
      <ShelterDetail
        shelter={shelter.data}
        stats={<ShelterStatsPanel shelterId={shelter.data.id} />}
      />
    );
  }

  return (
    <StaffShell title={shelter.data ? shelter.data.name : text.fallbackTitle}>{body}</StaffShell>
  );
}
