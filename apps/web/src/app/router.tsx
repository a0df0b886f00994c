import { createBrowserRouter } from 'react-router';

/** The route table of spec section 2. Every page is a lazy chunk. */
export const router = createBrowserRouter([
  { path: '*', lazy: async () => ({ Component: (await import('../pages/notFound/NotFoundPage.js')).NotFoundPage }) },
]);
