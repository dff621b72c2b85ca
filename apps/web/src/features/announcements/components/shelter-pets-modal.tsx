/**
 * Refugios → Mascotas: one shelter's animals in the list of Anuncios (state
 * change, edit, renew, delete), in a modal over the shelter's card, with the
 * way to its public page.
 */
import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { AnnouncementList, type ListFilters } from './announcement-list';

const announcementsShelterPetsText = accountMessages.announcements.shelterPets;

interface ShelterPetsModalProps {
  shelter: Pick<MyShelter, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}

export function ShelterPetsModal({ shelter, open, onClose }: ShelterPetsModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={announcementsShelterPetsText.title(shelter.name)}
      description={announcementsShelterPetsText.description}
      closeLabel={announcementsShelterPetsText.close}
    >
      <ShelterPets shelterId={shelter.id} />
    </Modal>
  );
}

function ShelterPets({ shelterId }: { shelterId: number }) {
  // Mounted with the modal: it opens on all the shelter's animals, no search.
  const [filters, setFilters] = useState<ListFilters>({ status: 'all', q: '' });
  return (
    <div className="px-5 py-5 sm:px-6">
      <div className="-mt-2 mb-3 flex justify-end">
        <ButtonLink to={`/refugios/${shelterId}`} variant="ghost" size="sm">
          <ExternalLink className="size-4" aria-hidden="true" />
          {announcementsShelterPetsText.publicPage}
        </ButtonLink>
      </div>
      <AnnouncementList filters={filters} onFiltersChange={setFilters} shelterId={shelterId} />
    </div>
  );
}
