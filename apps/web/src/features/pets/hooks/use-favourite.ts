/**
 * The favourite heart's behaviour (spec §4, §8): guests are asked to sign in
 * (confirm → /login, and back here afterwards); signed-in users flip the heart
 * only once the server has answered, with a toast. A second click while a
 * call is in flight does nothing. On the detail page a failure opens the
 * spec's error dialog; on cards it is a toast (the spec only logs it).
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import type { User } from '@huella/shared/schemas/users';
import { useDialog } from '../../../components/ui/dialog';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useSignInPrompt } from '../../../lib/use-sign-in-prompt';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';
import { meQueryOptions, useMe } from '../../../lib/use-me';

const favouriteText = adoptionsMessages.favourite;

export function useFavourite(petId: number, { failure }: { failure: 'dialog' | 'toast' }) {
  const { isAuthenticated, email } = useSession();
  const me = useMe();
  const dialog = useDialog();
  const askToSignIn = useSignInPrompt();
  const queryClient = useQueryClient();
  // A ref, not state: a double click lands before React re-renders with isPending.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ add, userId }: { add: boolean; userId: number }) =>
      add ? addFavourite(userId, petId) : removeFavourite(userId, petId),
    onSuccess: ({ favourites }, { add }) => {
      queryClient.setQueryData<User>(queryKeys.me(email), (user) =>
        user ? { ...user, favourites } : user,
      );
      // Mi cuenta lists the favourite animals themselves: fetch them again there.
      void queryClient.invalidateQueries({ queryKey: queryKeys.myFavourites(email) });
      toast.success(add ? favouriteText.added : favouriteText.removed);
    },
  });

  const isFavourite = isAuthenticated && (me.data?.favourites.includes(petId) ?? false);

  async function toggle() {
    if (!isAuthenticated) {
      await askToSignIn({ title: favouriteText.signInTitle, message: favouriteText.signInMessage });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // A heart pressed before the account has loaded waits for it, rather
      // than failing: which way it goes is read from the account itself.
      const user = me.data ?? (await queryClient.fetchQuery(meQueryOptions(email)));
      if (!user.id) throw new Error(favouriteText.missingUserId);
      await mutation.mutateAsync({ add: !user.favourites.includes(petId), userId: user.id });
    } catch (error) {
      // Spec §8: the failure is logged; the user is told below.
      console.warn('No se pudo actualizar el favorito', error);
      if (failure === 'dialog')
        await dialog.alert({
          title: favouriteText.errorTitle,
          message: favouriteText.error,
          type: 'error',
        });
      else toast.error(favouriteText.error);
    } finally {
      inFlight.current = false;
    }
  }

  return { isFavourite, toggle, isPending: mutation.isPending };
}
