/**
 * What the browser (or Node outside jsdom) does and the tests' jsdom does not,
 * filled in once per window. A module, not the setup file: the test files share
 * one window (`isolate: false`) and the setup file runs again before each one,
 * while its imports run once.
 */
import { File as NodeFile } from 'node:buffer';

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

// A browser's window names the elements with an id (`window._goober`); vitest's
// window is Node's global with jsdom's properties copied on, so it names none.
// goober (react-hot-toast's styles) looks its <style id="_goober"> up that way:
// finding nothing, it added a new one for every toast shown (some 1,700 by the
// end of a run) and every getComputedStyle (each *ByRole query, toBeVisible)
// read them all: the last tests of a run took about three times as long.
Object.defineProperty(window, '_goober', {
  configurable: true,
  get: () => document.getElementById('_goober'),
});
