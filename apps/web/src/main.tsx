import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { setSessionExpiredHandler } from './lib/api-client';
import './index.css';

const router = createRouter();
setSessionExpiredHandler(() => void router.navigate('/login'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers live>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
