/**
 * jsdom has no modal <dialog> (components/ui/modal-dialog.tsx). A small stand-in:
 * showModal() and show() set `open`, close() clears it and fires `close`, and
 * Escape fires a cancelable `cancel` at the topmost modal dialog (closing it
 * unless prevented), as browsers do. The top layer itself (the page behind
 * made inert, Tab kept inside) is the browser's; the E2E tests check it.
 * Installed once per window (see jsdom-gaps.ts).
 */
const modalDialogs: HTMLDialogElement[] = [];

HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  if (!this.isConnected)
    throw new DOMException('The dialog is not connected.', 'InvalidStateError');
  this.open = true;
  modalDialogs.push(this);
};
HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  this.open = false;
  if (returnValue !== undefined) this.returnValue = returnValue;
  const index = modalDialogs.indexOf(this);
  if (index !== -1) modalDialogs.splice(index, 1);
  this.dispatchEvent(new Event('close'));
};
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const top = modalDialogs.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  if (!top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});

/** Forgets the modal dialogs of a test that has ended. */
export function forgetModalDialogs() {
  modalDialogs.length = 0;
}
