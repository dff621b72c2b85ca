/**
 * Anuncios (spec §2, PRODUCT.md): the user's announcements across all their
 * shelters, with 'Añadir anuncio', the search and the four real counters.
 * The search and the chosen counter live in the URL. A user with no shelter
 * gets no list and no 'Añadir anuncio' but what it takes to publish.
 */
import { Plus } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { ButtonLink } from '../../../components/ui/button';
import { useAnnouncementUrlFilters } from '../hooks/use-announcement-url-filters';
import { AnnouncementList } from './announcement-list';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useMyShelters } from '../../../lib/my-shelters';
import { NoShelterNotice } from './no-shelter-notice';

const announcementsText = accountMessages.announcements;

export const ANNOUNCEMENT_FORM_PATH = '/dashboard/adoption_announcement';

function AddAnnouncementLink() {
  return (
    <ButtonLink to={ANNOUNCEMENT_FORM_PATH} variant="accent">
      <Plus className="size-5" aria-hidden="true" />
      {announcementsText.add}
    </ButtonLink>
  );
}

export function AnnouncementsSection() {
  const { filters, setFilters } = useAnnouncementUrlFilters();
  const shelters = useMyShelters();
  if (shelters.data?.length === 0) {
    return (
      <SectionPanel title={announcementsText.title}>
        <NoShelterNotice headingLevel={3} />
      </SectionPanel>
    );
  }
  return (
    <SectionPanel title={announcementsText.title} actions={<AddAnnouncementLink />}>
      <AnnouncementList
        filters={filters}
        onFiltersChange={setFilters}
        emptyAction={<AddAnnouncementLink />}
      />
    </SectionPanel>
  );
}
