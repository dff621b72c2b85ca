/**
 * /staff/solicitudes/:id — one shelter registration: every field, the
 * applicant, possible duplicates, the history and the decisions its state
 * allows. Asked for once the shell knows the person is staff.
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
import { useStaffApplication } from '../features/staff/applications/api/get-application';
import { ApplicationDetail } from '../features/staff/applications/application-detail';

const text = staffSheltersScreensMessages.application;

export default function StaffApplicationRoute() {
  const { id } = useParams();
  const numeric = id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const me = useMe();
  const application = useStaffApplication(numeric, me.data?.is_staff === true);

  let body;
  if (
    numeric === null ||
    (application.error instanceof ApiError && application.error.status === 404)
  ) {
    body = (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/solicitudes" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  } else if (application.isError) {
    body = (
      <LoadError
        message={text.loadFailed}
        detail={application.error instanceof ApiError ? application.error.message : undefined}
        onRetry={() => void application.refetch()}
      />
    );
  } else if (application.isPending) {
    body = <Spinner label={commonMessages.loading} showLabel />;
  } else {
    body = <ApplicationDetail application={application.data} />;
  }

  return (
    <StaffShell title={application.data ? application.data.name : text.fallbackTitle}>
      {body}
    </StaffShell>
  );
}
