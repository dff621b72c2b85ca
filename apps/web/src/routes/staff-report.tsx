/**
 * /staff/denuncias/:id — one report: the animal, its shelter, who reported,
 * and the decisions (review, resolve or dismiss with a statement of reasons,
 * hide or show the announcement). Asked for once the shell knows it is staff.
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
import { useReport } from '../features/staff/moderation/api/report';
import { ReportDetail } from '../features/staff/moderation/report-detail';

const text = staffAdminScreensMessages.report;

export default function StaffReportRoute() {
  const { id } = useParams();
  const numeric = id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const me = useMe();
  const report = useReport(numeric, me.data?.is_staff === true);

  let body;
  if (numeric === null || (report.error instanceof ApiError && report.error.status === 404)) {
    body = (
      <FormAlert>
        <p>{text.notFound}</p>
        <Link to="/staff/denuncias" className="mt-2 inline-block font-semibold underline">
          {text.backToList}
        </Link>
      </FormAlert>
    );
  } else if (report.isError) {
    body = (
      <LoadError
        message={text.loadFailed}
        detail={report.error instanceof ApiError ? report.error.message : undefined}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (report.isPending) {
    body = <Spinner label={commonMessages.loading} showLabel />;
  } else {
    body = <ReportDetail report={report.data} />;
  }

  return (
    <StaffShell title={report.data ? text.title(report.data.id) : text.fallbackTitle}>
      {body}
    </StaffShell>
  );
}
