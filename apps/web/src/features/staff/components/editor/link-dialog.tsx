/** The link's address, asked for in a dialog: applied to the selection, or removed. */
import { useState } from 'react';
import { staffMessages } from '@huella/shared/messages/staff';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { normaliseLinkHref } from '../../utils/links';
import { EditorDialog } from './editor-dialog';

const text = staffMessages.editor.linkDialog;

interface LinkDialogProps {
  initialHref: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function LinkDialog({ initialHref, hasLink, onApply, onRemove, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | undefined>();
  return (
    <EditorDialog
      title={text.title}
      onClose={onClose}
      onSubmit={() => {
        const value = normaliseLinkHref(href);
        if (value) onApply(value);
        else setError(text.invalid);
      }}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {text.cancel}
          </Button>
          {hasLink ? (
            <Button variant="secondary" onClick={onRemove}>
              {text.remove}
            </Button>
          ) : null}
          <Button type="submit">{text.apply}</Button>
        </>
      }
    >
      <TextField
        label={text.url}
        hint={text.urlHint}
        value={href}
        inputMode="url"
        autoComplete="off"
        data-autofocus
        error={error}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
      />
    </EditorDialog>
  );
}
