import { OverlaysProvider } from "@blueprintjs/core";
import { render } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { setNavigator } from "../api/navigation";
import { appRoutes } from "../app/router";

/** The whole SPA (real route table, lazy chunks and all) at a path, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <OverlaysProvider>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </OverlaysProvider>,
  );
  /** The current path (pathname + search). */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
