/**
 * "Guardar búsqueda" on /adopciones (issue 20): signed in, it opens the
 * dialog that names the search and chooses how often to be told of new
 * animals, then says politely that it is saved, with the way to Mi cuenta's
 * section; a guest is asked to sign in and comes back to the same address.
 * The dialog (and the validation library it words the filters with) loads
 * when someone points at the button, focuses it or presses it.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BellPlus, CheckCircle2 } from 'lucide-react';
import { savedSearchesMessages } from '@huella/shared/messages/saved-searches';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useSignInPrompt } from '../../../lib/use-sign-in-prompt';

const text = savedSearchesMessages.screens.save;

/** Mi cuenta's section, where the alert mails also lead. */
export const SAVED_SEARCHES_HREF = '/dashboard?seccion=busquedas';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(async () => ({ default: (await loadDialog()).SaveSearchDialog }));

interface SaveSearchButtonProps {
  /** The page's filters under the API's names, without page or order. */
  filters: Record<string, string>;
}

export function SaveSearchButton({ filters }: SaveSearchButtonProps) {
  const { isAuthenticated } = useSession();
  const askToSignIn = useSignInPrompt();
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState('');

  const start = () => {
    if (!isAuthenticated) {
      void askToSignIn({ title: text.signInTitle, message: text.signInMessage });
      return;
    }
    setSavedName('');
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <BellPlus className="size-4" aria-hidden="true" />
        {/* On phones the short word, beside the order; the name is always the whole one. */}
        <span aria-hidden="true" className="sm:hidden">
          {text.buttonShort}
        </span>
        <span className="max-sm:sr-only">{text.button}</span>
      </Button>
      {/* A polite live region, always in the page so what it comes to say is announced
          (not role="status": the page's one status is the address it did not understand). */}
      <div
        aria-live="polite"
        aria-atomic="true"
        className={savedName ? 'order-last basis-full' : 'sr-only'}
      >
        {savedName ? (
          <p className="flex items-start gap-2 rounded-xl bg-green-50 px-4 py-2 text-sm text-green-900 ring-1 ring-green-700/20">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              <span className="font-semibold">{text.saved(savedName)}</span>{' '}
              <Link
                to={SAVED_SEARCHES_HREF}
                className="font-semibold whitespace-nowrap text-primary underline underline-offset-2 hover:text-primary-light"
              >
                {text.manage}
              </Link>
            </span>
          </p>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filters={filters}
            onClose={() => setOpen(false)}
            onSaved={(name) => {
              setOpen(false);
              setSavedName(name);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
