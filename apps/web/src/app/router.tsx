/**
 * Every route of the product (spec §2 route table, footer routes per PRODUCT.md).
 * Screens are code-split: each route loads its own module on first visit.
 * `handle.crumb` names the breadcrumb label key (siteMessages.breadcrumbs).
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { GuestOnly, RequireSession } from './guards';
import { RouteError } from './route-error';

type ScreenModule = { default: React.ComponentType };
const screen = (load: () => Promise<ScreenModule>) => async () => ({
  Component: (await load()).default,
});

const underConstruction = screen(() => import('../routes/under-construction'));

export const routes: RouteObject[] = [
  {
    element: <BareLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', lazy: screen(() => import('../routes/login')) },
          { path: '/register', lazy: screen(() => import('../routes/register')) },
          {
            path: '/recuperar-contrasena',
            lazy: screen(() => import('../routes/password-reset-request')),
          },
          {
            path: '/recuperar-contrasena/nueva',
            lazy: screen(() => import('../routes/password-reset-confirm')),
          },
        ],
      },
    ],
  },
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: screen(() => import('../routes/home')) },
      {
        path: '/adopciones',
        handle: { crumb: 'adopciones' },
        children: [
          { index: true, lazy: screen(() => import('../routes/adoptions')) },
          {
            path: 'animal/:id',
            handle: { crumb: 'animal' },
            children: [
              { index: true, lazy: screen(() => import('../routes/animal-detail')) },
              {
                // Applying needs an account, like Mi cuenta.
                element: <RequireSession />,
                children: [
                  {
                    path: 'solicitar',
                    handle: { crumb: 'adoption_request' },
                    lazy: screen(() => import('../routes/adoption-request-new')),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '/tienda', handle: { crumb: 'tienda' }, lazy: underConstruction },
      {
        path: '/servicios',
        handle: { crumb: 'servicios' },
        lazy: screen(() => import('../routes/services')),
      },
      {
        path: '/voluntarios',
        handle: { crumb: 'voluntarios' },
        lazy: screen(() => import('../routes/volunteers')),
      },
      {
        path: '/blog',
        handle: { crumb: 'blog' },
        children: [
          { index: true, lazy: underConstruction },
          { path: ':id', lazy: underConstruction },
        ],
      },
      { path: '/checkout', lazy: underConstruction },
      { path: '/return', lazy: underConstruction },
      { path: '/contacto', lazy: screen(() => import('../routes/contact')) },
      { path: '/refugios/:id', lazy: screen(() => import('../routes/shelter')) },
      { path: '/faq', lazy: screen(() => import('../routes/faq')) },
      { path: '/quienes-somos', lazy: screen(() => import('../routes/about')) },
      { path: '/legal', lazy: screen(() => import('../routes/legal')) },
      { path: '/newsletter/confirmar', lazy: screen(() => import('../routes/newsletter-confirm')) },
      { path: '/confirmar-correo', lazy: screen(() => import('../routes/email-confirm')) },
      { path: '/newsletter/baja', lazy: screen(() => import('../routes/newsletter-unsubscribe')) },
      { path: '/invitaciones', lazy: screen(() => import('../routes/invitation')) },
      ...['/entrenamiento', '/cuidado', '/peluquerias', '/accesorios'].map((path) => ({
        path,
        lazy: underConstruction,
      })),
      { path: '/mi-cuenta', element: <Navigate to="/dashboard" replace /> },
      {
        element: <RequireSession />,
        children: [
          {
            path: '/dashboard',
            handle: { crumb: 'dashboard' },
            children: [
              { index: true, lazy: screen(() => import('../routes/dashboard')) },
              {
                path: 'adoption_announcement',
                handle: { crumb: 'adoption_announcement' },
                lazy: screen(() => import('../routes/adoption-announcement')),
              },
              {
                path: 'adoption_announcement/:id',
                handle: { crumb: 'adoption_announcement_edit' },
                lazy: screen(() => import('../routes/adoption-announcement-edit')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: screen(() => import('../routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
