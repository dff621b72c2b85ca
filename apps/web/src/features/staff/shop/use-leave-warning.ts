/** Warns before leaving a form (a link, the back button, closing the tab) with unsaved changes. */
import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useDialog } from '../../../components/ui/dialog';

interface LeaveText {
  title: string;
  message: string;
  confirm: string;
}

export function useLeaveWarning(dirty: boolean, allowLeave: RefObject<boolean>, text: LeaveText) {
  const dialog = useDialog();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  // Asked once per blocked navigation, whatever re-renders meanwhile.
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    void dialog
      .confirm({ title: text.title, message: text.message, confirmLabel: text.confirm })
      .then((leave) => {
        const current = blockerRef.current;
        if (current.state !== 'blocked') return;
        if (leave) current.proceed();
        else current.reset();
      });
  }, [blocked, dialog, text]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
