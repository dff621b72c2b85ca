/** "Desistir": an optional message, then POST orders/{id}/withdrawal/ (issue 16 item 5). */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WITHDRAWAL_MESSAGE_MAX_LENGTH } from '@huella/shared/constants';
import { checkoutScreensMessages } from '@huella/shared/messages/checkout-screens';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { requestWithdrawal } from '../api/orders';
import { checkoutKeys } from '../api/keys';

const text = checkoutScreensMessages.order;

interface WithdrawalDialogProps {
  open: boolean;
  onClose: () => void;
  orderId: number;
}

export function WithdrawalDialog({ open, onClose, orderId }: WithdrawalDialogProps) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const mutation = useMutation({
    mutationFn: () => requestWithdrawal(orderId, message),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      setMessage('');
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.withdrawDialogTitle}
      description={text.withdrawDialogText}
      closeLabel={text.withdrawClose}
    >
      <form onSubmit={onSubmit} className="space-y-4 px-5 py-5 sm:px-6">
        {mutation.isError ? <FormAlert>{mutation.error.message}</FormAlert> : null}
        <TextAreaField
          label={text.withdrawMessage}
          value={message}
          maxLength={WITHDRAWAL_MESSAGE_MAX_LENGTH}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
          counter={`${message.length}/${WITHDRAWAL_MESSAGE_MAX_LENGTH}`}
          data-autofocus
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {text.withdrawCancel}
          </Button>
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? text.withdrawSending : text.withdrawSend}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
