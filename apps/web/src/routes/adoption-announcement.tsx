/**
 * /dashboard/adoption_announcement — a new adoption announcement (spec §2):
 * protected, main layout. A user with no shelter never gets the form: they
 * read what a shelter account is and how to get one first.
 */
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { Spinner } from '../components/ui/spinner';
import { useMyShelters } from '../lib/my-shelters';
import { AnnouncementForm } from '../features/announcements/components/announcement-form';
import { AnnouncementPage } from '../features/announcements/components/announcement-page';
import { NoShelterNotice } from '../features/announcements/components/no-shelter-notice';

export default function AdoptionAnnouncementRoute() {
  const shelters = useMyShelters();
  // Only the first load waits here: once a load has failed, the form's shelter field says
  // so and tries again (the form's own look at the shelters would otherwise reload it).
  if (shelters.isPending && shelters.errorUpdateCount === 0) {
    return (
      <AnnouncementPage title={announcementsMessages.title.create}>
        <Spinner label={announcementsMessages.shelters.loading} showLabel />
      </AnnouncementPage>
    );
  }
  if (shelters.data?.length === 0) {
    return (
      <AnnouncementPage title={announcementsMessages.title.create}>
        <NoShelterNotice headingLevel={2} />
      </AnnouncementPage>
    );
  }
  // With shelters, or when they failed to load (the form's shelter field says so and retries).
  return (
    <AnnouncementPage
      title={announcementsMessages.title.create}
      intro={announcementsMessages.intro.create}
    >
      <AnnouncementForm />
    </AnnouncementPage>
  );
}
