/**
 * /dashboard/adoption_announcement/{id} — the same form, to edit one of the
 * user's announcements (expired ones too). An unknown announcement, or one of
 * a shelter the user does not belong to, is said plainly with a way back.
 */
import { useParams } from 'react-router';
import { FileQuestion, ShieldAlert } from 'lucide-react';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { Button, ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useAnnouncement } from '../features/announcements/api/get-announcement';
import { useMyShelters } from '../lib/my-shelters';
import { AnnouncementForm } from '../features/announcements/components/announcement-form';
import { AnnouncementPage } from '../features/announcements/components/announcement-page';

const backToDashboard = (
  <ButtonLink to="/dashboard?seccion=anuncios" state={{ fromAdoptionForm: true }} variant="primary">
    {announcementsMessages.errors.back}
  </ButtonLink>
);

export default function AdoptionAnnouncementEditRoute() {
  const { id = '' } = useParams();
  const petId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : NaN;
  const pet = useAnnouncement(petId);
  const shelters = useMyShelters();

  const notFound =
    Number.isNaN(petId) ||
    (pet.error instanceof ApiError && (pet.error.status === 404 || pet.error.status === 403));
  if (notFound) {
    return (
      <AnnouncementPage title={announcementsMessages.title.edit}>
        <EmptyState
          Icon={FileQuestion}
          title={announcementsMessages.errors.notFound}
          hint={announcementsMessages.errors.notFoundHint}
          action={backToDashboard}
        />
      </AnnouncementPage>
    );
  }
  if (pet.isError || shelters.isError) {
    return (
      <AnnouncementPage title={announcementsMessages.title.edit}>
        <FormAlert>
          <p>
            {pet.isError
              ? announcementsMessages.errors.loadError
              : announcementsMessages.shelters.loadError}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void (pet.isError ? pet.refetch() : shelters.refetch())}
          >
            {announcementsMessages.shelters.retry}
          </Button>
        </FormAlert>
      </AnnouncementPage>
    );
  }
  if (pet.isPending || shelters.isPending) {
    return (
      <AnnouncementPage title={announcementsMessages.title.edit}>
        <Spinner label={announcementsMessages.loading} showLabel />
      </AnnouncementPage>
    );
  }
  // The API would refuse the save: say so before the user edits anything.
  if (!shelters.data.some((shelter) => shelter.id === pet.data.shelter)) {
    return (
      <AnnouncementPage title={announcementsMessages.title.edit}>
        <EmptyState
          Icon={ShieldAlert}
          title={announcementsMessages.errors.notMember}
          action={backToDashboard}
        />
      </AnnouncementPage>
    );
  }
  return (
    <AnnouncementPage
      title={announcementsMessages.title.edit}
      intro={announcementsMessages.intro.edit}
    >
      {/* Filled once from the announcement as loaded; a refetch never wipes the user's edits. */}
      <AnnouncementForm key={pet.data.id} pet={pet.data} />
    </AnnouncementPage>
  );
}
