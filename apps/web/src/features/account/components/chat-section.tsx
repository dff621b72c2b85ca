/**
 * Chat (spec §2): the section's frame. Its content, the conversations and the
 * open conversation, comes from the chat feature through the route
 * (features never import each other); without it, the spec's empty state.
 */
import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionPanel } from '../../../components/ui/section-panel';

export function ChatSection({ children }: { children?: ReactNode }) {
  return (
    <SectionPanel title={accountMessages.chat.title}>
      {children ?? (
        <EmptyState
          Icon={MessageCircle}
          title={accountMessages.chat.empty}
          hint={accountMessages.chat.emptyHint}
        />
      )}
    </SectionPanel>
  );
}
