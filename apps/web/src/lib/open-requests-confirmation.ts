/**
 * A state change by hand while the animal has open adoption requests: the API
 * answers 409 `open_adoption_requests`, naming how many it would close. The
 * person is asked in a dialog with that message; confirmed, the change is sent
 * again with `close_open_requests`. Undefined when they keep the requests open.
 */
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import type { DialogApi } from '../components/ui/dialog';
import { ApiError } from './api-client';

const closeOpenRequestsText = adoptionRequestsMessages.closeOpenRequests;

export async function withOpenRequestsConfirmed<T>(
  dialog: DialogApi,
  save: (closeOpenRequests: boolean) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await save(false);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'open_adoption_requests')) throw error;
    const confirmed = await dialog.confirm({
      title: closeOpenRequestsText.title,
      message: error.message,
      confirmLabel: closeOpenRequestsText.confirm,
      type: 'warning',
    });
    return confirmed ? save(true) : undefined;
  }
}
