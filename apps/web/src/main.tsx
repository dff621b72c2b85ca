import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { setSessionExpiredHandler } from './lib/api-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import './index.css';

// Zod tries `new Function` once to pick its fast parser; under the app's
// Content-Security-Policy (no 'unsafe-eval') every page then reports a
// script-src violation. Validation is the same without it. Set through zod's
// global config object, so this entry does not import zod itself.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// Loading the app is three pieces of work, each its own task so the browser can
// paint and answer a tap between them (issue 18): evaluating the modules, the
// router reading its route table and the address, and React's first render.
await yieldToBrowser();
const router = createRouter();
setSessionExpiredHandler(() => void router.navigate('/login'));
await yieldToBrowser();

// A transition: React renders the first screen in short tasks that yield to the
// browser instead of one long one (the HTML's shell header stays until it commits).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers live>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
