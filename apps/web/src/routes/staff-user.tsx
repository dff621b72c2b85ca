/**
 * /staff/usuarios/:id — one account: profile, shelters, activity, latest
 * requests, and deactivate/reactivate or grant/remove Staff with a reason.
 */
import { Link, useParams } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { FormAlert } from '../components/ui/form-alert';
import { LoadError } from '../components/ui/load-error';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useMe } from '../lib/use-me';
import { StaffShell } from '../features/staff/components/staff-shell';
import { useStaffUser } from '../features/staff/users/api/user';
import { UserDetail } from '../features/staff/users/user-detail';

const text = staffAdminScreensMessages.user;

export default function StaffUserRoute() {
  const { id } = useParams();
  const numeric = id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const me = useMe();
  const user = useStaffUser(numeric, me.data?.is_staff === true);

  let body;
  if (numeric === null || (user.error instanceof ApiError && user.error.status === 404)) {
    body = (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/usuarios" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  } else if (user.isError) {
    body = (
      <LoadError
        message={text.loadFailed}
        detail={user.error instanceof ApiError ? user.error.message : undefined}
        onRetry={() => void user.refetch()}
      />
    );
  } else if (user.isPending) {
    body = <Spinner label={commonMessages.loading} showLabel />;
  } else {
    body = <UserDetail user={user.data} />;
  }

  return (
    <StaffShell title={user.data ? user.data.name || user.data.email : text.fallbackTitle}>
      {body}
    </StaffShell>
  );
}
