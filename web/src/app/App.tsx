import { OverlaysProvider } from "@blueprintjs/core";
import { StrictMode, Suspense } from "react";
import { RouterProvider } from "react-router-dom";
import { setNavigator } from "../api/navigation";
import { PageLoader } from "./PageLoader";
import { createAppRouter } from "./router";

const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));

/** The whole SPA: the router over the route table; everything heavier loads with its route. */
export function App() {
  return (
    <StrictMode>
      <OverlaysProvider>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </OverlaysProvider>
    </StrictMode>
  );
}
