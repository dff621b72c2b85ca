/**
 * Inicio › Refugios (› the shelter): the breadcrumb band of the directory
 * and of a shelter's page, drawn as the main layout draws its own (which
 * cannot name a shelter from the route alone).
 */
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs';
import { sheltersMessages } from '@huella/shared/messages/shelters';

const pageText = sheltersMessages.page;

export function ShelterTrail({ items }: { items: Crumb[] }) {
  return (
    <div className="border-b border-gray-100 bg-surface">
      <Breadcrumbs
        items={[{ label: pageText.home, to: '/' }, ...items]}
        label={pageText.breadcrumb}
        className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8"
      />
    </div>
  );
}
