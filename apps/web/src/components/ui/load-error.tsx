/**
 * What a list or a page says when it could not load: what failed, the
 * server's reason when there is one, and a button to try again.
 */
import { RotateCw } from 'lucide-react';
import { commonMessages } from '@huella/shared/messages/common';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface LoadErrorProps {
  message: string;
  /** The server's own words (an ApiError's message), under the headline. */
  detail?: string;
  onRetry: () => void;
}

export function LoadError({ message, detail, onRetry }: LoadErrorProps) {
  return (
    <FormAlert>
      <p className={detail ? 'font-semibold' : undefined}>{message}</p>
      {detail ? <p>{detail}</p> : null}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {commonMessages.retry}
      </Button>
    </FormAlert>
  );
}
