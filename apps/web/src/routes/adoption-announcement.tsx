/** /dashboard/adoption_announcement — a new adoption announcement (spec §2): protected, main layout. */
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { AnnouncementForm } from '../features/announcements/components/announcement-form';
import { AnnouncementPage } from '../features/announcements/components/announcement-page';

const m = announcementsMessages;

export default function AdoptionAnnouncementRoute() {
  return (
    <AnnouncementPage title={m.title.create} intro={m.intro.create}>
      <AnnouncementForm />
    </AnnouncementPage>
  );
}
