/** /dashboard/adoption_announcement — a new adoption announcement (spec §2): protected, main layout. */
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { AnnouncementForm } from '../features/announcements/components/announcement-form';
import { AnnouncementPage } from '../features/announcements/components/announcement-page';

export default function AdoptionAnnouncementRoute() {
  return (
    <AnnouncementPage
      title={announcementsMessages.title.create}
      intro={announcementsMessages.intro.create}
    >
      <AnnouncementForm />
    </AnnouncementPage>
  );
}
