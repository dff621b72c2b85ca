/**
 * Every route of the product (spec §2 route table, footer routes per PRODUCT.md).
 * Screens are code-split: each route loads its own module on first visit.
 * `handle.crumb` names the breadcrumb label key (siteMessages.breadcrumbs).
 * Paths come from the shared page table (packages/shared pages.ts), which the
 * API server also serves pages from; pages.test.tsx keeps the two equal.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PAGES } from '@huella/shared/pages';
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
          { path: PAGES.login.path, lazy: screen(() => import('../routes/login')) },
          { path: PAGES.register.path, lazy: screen(() => import('../routes/register')) },
          {
            path: PAGES.passwordResetRequest.path,
            lazy: screen(() => import('../routes/password-reset-request')),
          },
          {
            path: PAGES.passwordResetConfirm.path,
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
      { path: PAGES.home.path, lazy: screen(() => import('../routes/home')) },
      {
        path: PAGES.adoptions.path,
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
      {
        path: PAGES.shop.path,
        handle: { crumb: 'tienda' },
        children: [
          { index: true, lazy: screen(() => import('../routes/shop')) },
          { path: ':id', lazy: screen(() => import('../routes/shop-product')) },
        ],
      },
      {
        path: PAGES.cart.path,
        handle: { crumb: 'cart' },
        lazy: screen(() => import('../routes/shop-cart')),
      },
      {
        path: PAGES.services.path,
        handle: { crumb: 'servicios' },
        lazy: screen(() => import('../routes/services')),
      },
      {
        path: PAGES.volunteers.path,
        handle: { crumb: 'voluntarios' },
        lazy: screen(() => import('../routes/volunteers')),
      },
      {
        path: PAGES.blog.path,
        handle: { crumb: 'blog' },
        children: [
          { index: true, lazy: screen(() => import('../routes/blog')) },
          { path: ':id', lazy: screen(() => import('../routes/blog-post')) },
        ],
      },
      {
        path: PAGES.checkout.path,
        handle: { crumb: 'checkout' },
        lazy: screen(() => import('../routes/checkout')),
      },
      { path: PAGES.checkoutReturn.path, lazy: screen(() => import('../routes/checkout-return')) },
      {
        path: PAGES.order.path,
        handle: { crumb: 'order' },
        lazy: screen(() => import('../routes/order')),
      },
      { path: PAGES.contact.path, lazy: screen(() => import('../routes/contact')) },
      { path: PAGES.shelters.path, lazy: screen(() => import('../routes/shelters')) },
      { path: PAGES.shelter.path, lazy: screen(() => import('../routes/shelter')) },
      { path: PAGES.faq.path, lazy: screen(() => import('../routes/faq')) },
      { path: PAGES.about.path, lazy: screen(() => import('../routes/about')) },
      { path: PAGES.legal.path, lazy: screen(() => import('../routes/legal')) },
      {
        path: PAGES.newsletterConfirm.path,
        lazy: screen(() => import('../routes/newsletter-confirm')),
      },
      { path: PAGES.emailConfirm.path, lazy: screen(() => import('../routes/email-confirm')) },
      {
        path: PAGES.newsletterUnsubscribe.path,
        lazy: screen(() => import('../routes/newsletter-unsubscribe')),
      },
      {
        path: PAGES.savedSearchUnsubscribe.path,
        lazy: screen(() => import('../routes/saved-search-unsubscribe')),
      },
      { path: PAGES.invitation.path, lazy: screen(() => import('../routes/invitation')) },
      ...[PAGES.training, PAGES.care, PAGES.groomers, PAGES.accessories].map(({ path }) => ({
        path,
        lazy: underConstruction,
      })),
      { path: PAGES.myAccount.path, element: <Navigate to="/dashboard" replace /> },
      {
        element: <RequireSession />,
        children: [
          {
            path: PAGES.shelterApplication.path,
            handle: { crumb: 'shelter_application' },
            lazy: screen(() => import('../routes/shelter-application')),
          },
          {
            path: PAGES.dashboard.path,
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
          {
            // The staff area: each screen checks is_staff (and says so to anyone else).
            path: PAGES.staff.path,
            handle: { crumb: 'staff' },
            children: [
              { index: true, lazy: screen(() => import('../routes/staff')) },
              {
                path: 'blog',
                handle: { crumb: 'staff_blog' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-blog')) },
                  {
                    path: 'nuevo',
                    handle: { crumb: 'staff_blog_new' },
                    lazy: screen(() => import('../routes/staff-blog-editor')),
                  },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_blog_edit' },
                    lazy: screen(() => import('../routes/staff-blog-editor')),
                  },
                ],
              },
              {
                path: 'comentarios',
                handle: { crumb: 'staff_comments' },
                lazy: screen(() => import('../routes/staff-comments')),
              },
              {
                path: 'productos',
                handle: { crumb: 'staff_products' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-products')) },
                  {
                    path: 'nuevo',
                    handle: { crumb: 'staff_product_new' },
                    lazy: screen(() => import('../routes/staff-product-editor')),
                  },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_product_edit' },
                    lazy: screen(() => import('../routes/staff-product-editor')),
                  },
                ],
              },
              {
                path: 'pedidos',
                handle: { crumb: 'staff_orders' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-orders')) },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_order' },
                    lazy: screen(() => import('../routes/staff-order')),
                  },
                ],
              },
              // Shelters, moderation and the audit log (issue 17).
              {
                path: 'solicitudes',
                handle: { crumb: 'staff_applications' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-applications')) },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_application' },
                    lazy: screen(() => import('../routes/staff-application')),
                  },
                ],
              },
              {
                path: 'refugios',
                handle: { crumb: 'staff_shelters' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-shelters')) },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_shelter' },
                    lazy: screen(() => import('../routes/staff-shelter')),
                  },
                ],
              },
              {
                path: 'denuncias',
                handle: { crumb: 'staff_reports' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-reports')) },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_report' },
                    lazy: screen(() => import('../routes/staff-report')),
                  },
                ],
              },
              {
                path: 'usuarios',
                handle: { crumb: 'staff_users' },
                children: [
                  { index: true, lazy: screen(() => import('../routes/staff-users')) },
                  {
                    path: ':id',
                    handle: { crumb: 'staff_user' },
                    lazy: screen(() => import('../routes/staff-user')),
                  },
                ],
              },
              {
                path: 'auditoria',
                handle: { crumb: 'staff_audit' },
                lazy: screen(() => import('../routes/staff-audit')),
              },
              // The mail queue (decision record 0019).
              {
                path: 'correo',
                handle: { crumb: 'staff_mail' },
                lazy: screen(() => import('../routes/staff-mail')),
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
