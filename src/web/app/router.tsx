import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouteError } from './route-error.tsx';

/** Each screen and layout is its own chunk, fetched when first needed. */
const lazy = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        ...lazy(() => import('./layouts/public-layout.tsx')),
        children: [
          { index: true, ...lazy(() => import('../routes/public/home.tsx')) },
          { path: 'about', ...lazy(() => import('../routes/public/about.tsx')) },
          { path: 'faq', ...lazy(() => import('../routes/public/faq.tsx')) },
          { path: 'support', ...lazy(() => import('../routes/public/support.tsx')) },
          { path: 'explore', ...lazy(() => import('../routes/explore/explore.tsx')) },
          { path: 'product/:id', ...lazy(() => import('../routes/explore/product.tsx')) },
          { path: '*', ...lazy(() => import('../routes/not-found.tsx')) },
        ],
      },
      {
        path: 'auth',
        ...lazy(() => import('./layouts/auth-layout.tsx')),
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', ...lazy(() => import('../routes/auth/login.tsx')) },
          { path: 'register', ...lazy(() => import('../routes/auth/register.tsx')) },
          { path: 'forgot-password', ...lazy(() => import('../routes/auth/forgot-password.tsx')) },
          { path: 'reset-password', ...lazy(() => import('../routes/auth/reset-password.tsx')) },
          { path: 'verify-email', ...lazy(() => import('../routes/auth/verify-email.tsx')) },
        ],
      },
      {
        path: 'shopper',
        ...lazy(() => import('./layouts/shopper-layout.tsx')),
        children: [
          { index: true, ...lazy(() => import('../routes/shopper/browse.tsx')) },
          { path: 'account', ...lazy(() => import('../routes/shopper/account.tsx')) },
          { path: 'add-business', ...lazy(() => import('../routes/shopper/add-business.tsx')) },
          { path: 'cart', ...lazy(() => import('../routes/shopper/cart.tsx')) },
          { path: 'checkout', ...lazy(() => import('../routes/shopper/checkout.tsx')) },
          {
            path: 'checkout/result',
            ...lazy(() => import('../routes/shopper/checkout-result.tsx')),
          },
          { path: 'my-order', ...lazy(() => import('../routes/shopper/my-orders.tsx')) },
          { path: 'my-order/:orderId', ...lazy(() => import('../routes/shopper/order.tsx')) },
        ],
      },
      { path: 'store/:handle', ...lazy(() => import('../routes/store/storefront.tsx')) },
      {
        path: 'vendor/:vendorId',
        ...lazy(() => import('./layouts/vendor-layout.tsx')),
        children: [
          { index: true, ...lazy(() => import('../routes/business-dashboard/dashboard.tsx')) },
          { path: 'orders', ...lazy(() => import('../routes/business-dashboard/orders.tsx')) },
          {
            path: 'business-requests',
            ...lazy(() => import('../routes/business-dashboard/business-requests.tsx')),
          },
          { path: 'products', ...lazy(() => import('../routes/business-dashboard/products.tsx')) },
          { path: 'profile', ...lazy(() => import('../routes/business-dashboard/profile.tsx')) },
          {
            path: 'product-tags',
            ...lazy(() => import('../routes/business-dashboard/product-tags.tsx')),
          },
          {
            path: 'delivery-fee',
            ...lazy(() => import('../routes/business-dashboard/delivery-fee.tsx')),
          },
          { path: 'store', ...lazy(() => import('../routes/business-dashboard/store.tsx')) },
        ],
      },
    ],
  },
]);
