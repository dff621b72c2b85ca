/** Chat (spec §2): conversations with shelters arrive with the chat issue; until then, the empty state. */
import { MessageCircle } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionPanel } from './section-panel';

export function ChatSection() {
  return (
    <SectionPanel title={accountMessages.chat.title}>
      <EmptyState
        Icon={MessageCircle}
        title={accountMessages.chat.empty}
        hint={accountMessages.chat.emptyHint}
      />
    </SectionPanel>
  );
}
