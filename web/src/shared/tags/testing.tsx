/* Test support of the shared tag pieces: tag fixtures and a piece rendered inside a module page's shell context. */
import { OverlaysProvider } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { TagView } from "@intranet/contracts/tags";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { queryClient } from "../../shell/queryClient";
import { clientView, userView } from "../../test/fixtures";

export function tagView(overrides: Partial<TagView> = {}): TagView {
  return {
    _id: "t1",
    client_id: "c1",
    module: "articles",
    name: "Onboarding",
    createdBy: "u1",
    createdAt: "2026-11-01T10:00:00.000Z",
    can: { manage: true },
    ...overrides,
  };
}

/** A piece as a module page renders it: in the shell's outlet context (Ann in Acme), with the query client. */
export function renderInShell(ui: ReactNode, me: UserView = userView()) {
  const router = createMemoryRouter([
    { element: <Outlet context={{ me, client: clientView() }} />, children: [{ path: "/", element: ui }] },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <OverlaysProvider>
        <RouterProvider router={router} />
      </OverlaysProvider>
    </QueryClientProvider>,
  );
}
