import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PAGE_REDIRECTS, PAGES, type PageDeclaration } from '@chess-quest/protocol/pages';
import { useAuth } from '../lib/use-auth';
import { NotFound } from './not-found';
import { pageComponent } from './page-modules';
import { RequireAuth, RequireSignedOut } from './require-auth';
import { RootLayout } from './root-layout';

/** A page for the signed-in with another for visitors at the same address ("/": the dashboard, or the landing page). */
function SignedInOrVisitor({ page: Page, visitor: Visitor }: { page: ComponentType; visitor: ComponentType }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Page /> : <Visitor />;
}

/** A page of the list behind the guard its access asks for. */
function routeOf(page: PageDeclaration): RouteObject {
  const Page = pageComponent(page.module);
  const where = page.path === '' ? { index: true as const } : { path: page.path };
  if (page.visitorModule) return { ...where, element: <SignedInOrVisitor page={Page} visitor={pageComponent(page.visitorModule)} /> };
  if (page.access === 'public') return { ...where, element: <Page /> };
  if (page.access === 'signed-out') {
    return {
      ...where,
      element: (
        <RequireSignedOut>
          <Page />
        </RequireSignedOut>
      ),
    };
  }
  return {
    ...where,
    element: (
      <RequireAuth loginPrompt={page.loginPrompt}>
        <Page />
      </RequireAuth>
    ),
  };
}

/**
 * Spec §2 route table, built from the page list (protocol/src/pages.ts), from which the server
 * builds its preload table too. Layout (signed in or not) is chosen once, in RootLayout.
 * Matched by React Router's declarative mode (decision 031): the app loads no data through the
 * router, and its data-router half weighed ~20 kB gzipped in every page's first script.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PAGES.map(routeOf),
      ...PAGE_REDIRECTS.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The page for the current address (inside App's BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
