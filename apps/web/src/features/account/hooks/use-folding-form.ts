/**
 * A form that a section unfolds from a button in its actions and folds away
 * again: while it is closed the actions show (put `actionsRef` on them), and
 * when it closes, the focused control is gone, so focus goes back to the
 * button that opened it.
 */
import { useEffect, useRef, useState } from 'react';

export function useFoldingForm() {
  const [open, setOpen] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) actionsRef.current?.querySelector('button')?.focus();
    wasOpen.current = open;
  }, [open]);

  return { open, setOpen, actionsRef };
}
