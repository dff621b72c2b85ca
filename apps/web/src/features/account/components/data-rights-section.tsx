/**
 * Tus datos (RGPD, PRODUCT.md "Law and trust"): what Huella keeps and why,
 * a download of all of it, and deleting the account, which first opens an
 * inline form that asks for the password.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Download, Trash2 } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { commonMessages } from '@huella/shared/messages/common';
import { Button } from '../../../components/ui/button';
import { useExportMyDataMutation } from '../api/export-my-data';
import { DeleteAccountForm } from './delete-account-form';
import { SectionPanel } from '../../../components/ui/section-panel';

const dataRightsText = accountMessages.dataRights;

export function DataRightsSection() {
  const download = useExportMyDataMutation();
  const [deleting, setDeleting] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasDeleting = useRef(false);

  // Closing the form removes the focused control; give focus back to the button that opened it.
  useEffect(() => {
    if (wasDeleting.current && !deleting)
      actionsRef.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
    wasDeleting.current = deleting;
  }, [deleting]);

  const onDownload = () => {
    download.mutate(undefined, {
      onError: (error) => {
        console.warn('Data export failed', error);
        toast.error(dataRightsText.downloadError);
      },
    });
  };

  return (
    <SectionPanel title={dataRightsText.title}>
      <div className="max-w-3xl space-y-3 text-ink">
        <p>{dataRightsText.intro}</p>
        <p>
          {dataRightsText.rights} {dataRightsText.privacyPrefix}{' '}
          <Link
            to="/legal#privacidad"
            className="font-semibold text-accent underline underline-offset-2 hover:text-orange-800"
          >
            {dataRightsText.privacyLink}
          </Link>
          .
        </p>
      </div>
      <div
        ref={actionsRef}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center"
      >
        <Button variant="secondary" onClick={onDownload} disabled={download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? commonMessages.processing : dataRightsText.download}
        </Button>
        {deleting ? null : (
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {dataRightsText.delete}
          </Button>
        )}
      </div>
      {deleting ? <DeleteAccountForm onCancel={() => setDeleting(false)} /> : null}
    </SectionPanel>
  );
}
