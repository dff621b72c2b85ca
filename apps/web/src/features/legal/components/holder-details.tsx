/**
 * The holder's details the law asks a website to show (LSSI-CE art. 10):
 * holder, NIF, registered address, contact e-mail and registry entry, from the
 * server's configuration, as a description list.
 */
import { legalMessages } from '@huella/shared/messages/legal';
import type { LegalHolder } from '@huella/shared/schemas/site';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLegalHolder } from '../api/get-legal-holder';

const text = legalMessages.holder;
const FIELDS = ['holder', 'nif', 'address', 'email', 'registry'] as const satisfies ReadonlyArray<
  keyof LegalHolder
>;

export function HolderDetails() {
  const holder = useLegalHolder();
  if (holder.isPending) return <Spinner label={text.loading} showLabel />;
  if (holder.isError) {
    return <LoadError message={text.loadError} onRetry={() => void holder.refetch()} />;
  }
  const data = holder.data;
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-secondary/25 p-4 ring-1 ring-primary/10 sm:grid-cols-[11rem_1fr] sm:p-5">
      {FIELDS.map((field) => (
        <div key={field} className="contents">
          <dt className="text-sm font-bold text-primary sm:text-base">{text[field]}</dt>
          <dd className="min-w-0 break-words text-ink">
            {field === 'email' ? (
              <a
                href={`mailto:${data.email}`}
                className="font-semibold text-accent underline underline-offset-2 hover:text-orange-800"
              >
                {data.email}
              </a>
            ) : (
              data[field]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
