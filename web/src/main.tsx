import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { AppError } from './components/layout/page-error';
import { reloadOnStalePageFiles } from './lib/new-version';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// A data router (for useBlocker: leaving a page with unsaved changes asks first); the routes
// themselves are the <Routes> of AppRoutes, chosen by the session.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes />, errorElement: <AppError /> }]);
reloadOnStalePageFiles();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
