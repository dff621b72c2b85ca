/** Web test setup: jest-dom matchers, MSW that fails on unmocked requests, console.error fails. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './src/testing/server';

// Node 24's fetch (undici 7) parses a multipart body into files made with the
// global File, which is jsdom's here, then asserts that they are its own: every
// MSW handler that reads an upload with formData() threw (Node 20's did not
// check). While a body is parsed, the global File is Node's, as outside jsdom.
for (const Body of [Request, Response]) {
  let owner: { formData(): Promise<FormData> } = Body.prototype;
  while (!Object.hasOwn(owner, 'formData')) owner = Object.getPrototypeOf(owner);
  const parse = owner.formData;
  owner.formData = async function formData(this: Request | Response) {
    const jsdomFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      return await parse.call(this);
    } finally {
      globalThis.File = jsdomFile;
    }
  };
}

// findBy*/waitFor wait up to 5 s (1 s by default): rendering long lists in jsdom
// on a busy CI machine can take longer than a second, and waiting costs nothing
// when the page is quick.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const originalError = console.error;
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during a test: ${args.map(String).join(' ')}`);
  });
});

// jsdom has no modal <dialog> (components/ui/modal-dialog.tsx). A small stand-in:
// showModal() and show() set `open`, close() clears it and fires `close`, and
// Escape fires a cancelable `cancel` at the topmost modal dialog (closing it
// unless prevented), as browsers do. The top layer itself (the page behind
// made inert, Tab kept inside) is the browser's; the E2E tests check it.
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
afterEach(() => {
  modalDialogs.length = 0;
});
