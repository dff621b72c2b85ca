/**
 * The animal page's way to adopt: "Quiero adoptar" (published animals only)
 * and "Contactar con el refugio". Guests get the spec's sign-in warning;
 * members of the animal's shelter see neither (they cannot apply to their own
 * shelter); a user with an open request sees its state and a link to it.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { HeartHandshake, Loader2, MessageCircle } from 'lucide-react';
import { OPEN_ADOPTION_REQUEST_STATES } from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { useMyShelters } from '../../../lib/my-shelters';
import { useSession } from '../../../lib/session';
import { useSignInPrompt } from '../../../lib/use-sign-in-prompt';
import { useMyAdoptionRequests } from '../api/list-my-adoption-requests';
import { useOpenConversation } from '../api/open-conversation';
import { applyHref, conversationHref, myRequestHref } from '../utils/links';

const animalText = adoptionRequestsScreensMessages.animal;

interface AdoptActionsProps {
  pet: { id: number; state?: string; shelter?: { id: number } };
  /** Shown instead of "Quiero adoptar" when the animal takes no requests now. */
  unavailable?: ReactNode;
}

const isOpen = (state: string) =>
  (OPEN_ADOPTION_REQUEST_STATES as readonly string[]).includes(state);

export function AdoptActions({ pet, unavailable }: AdoptActionsProps) {
  const { isAuthenticated } = useSession();
  const askToSignIn = useSignInPrompt();
  const navigate = useNavigate();
  const shelters = useMyShelters();
  const mine = useMyAdoptionRequests({ pet: pet.id });
  const conversation = useOpenConversation();
  const published = pet.state === 'en_adopcion';

  if (isAuthenticated) {
    // Wait for both answers rather than show a button that then disappears.
    if (shelters.isPending || mine.isPending) return null;
    const member = shelters.data?.some((shelter) => shelter.id === pet.shelter?.id) ?? false;
    if (member) return null;
  }
  const open = mine.data?.find((request) => isOpen(request.state));

  const contact = async () => {
    if (!isAuthenticated) {
      await askToSignIn({ title: animalText.signInTitle, message: animalText.signInToContact });
      return;
    }
    try {
      const { id } = await conversation.mutateAsync(pet.id);
      await navigate(conversationHref(id));
    } catch (error) {
      toast.error(`${animalText.contactFailed} ${apiErrorMessage(error)}`);
    }
  };

  const adopt = async () => {
    if (!isAuthenticated) {
      await askToSignIn({ title: animalText.signInTitle, message: animalText.signInToAdopt });
      return;
    }
    await navigate(applyHref(pet.id));
  };

  return (
    <section aria-label={animalText.actionsLabel} className="space-y-3">
      {open ? (
        <FormAlert tone="info">
          <p>{animalText.applied(adoptionRequestsMessages.states[open.state])}</p>
          <ButtonLink to={myRequestHref(open.id)} variant="primary" size="sm" className="mt-2">
            {animalText.viewRequest}
          </ButtonLink>
        </FormAlert>
      ) : null}
      {!published && !open ? unavailable : null}
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {published && !open ? (
          <Button variant="accent" size="lg" onClick={() => void adopt()}>
            <HeartHandshake className="size-6" aria-hidden="true" />
            {animalText.adopt}
          </Button>
        ) : null}
        {pet.shelter ? (
          <Button
            variant="secondary"
            size="lg"
            disabled={conversation.isPending}
            onClick={() => void contact()}
          >
            {conversation.isPending ? (
              <Loader2
                className="size-5 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : (
              <MessageCircle className="size-5" aria-hidden="true" />
            )}
            {conversation.isPending ? animalText.contacting : animalText.contact}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
