import { Component, lazy, Suspense, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { isApiError } from "../api/errors";
import { PageLoader } from "./PageLoader";

const pages = {
  403: lazy(() => import("../pages/AccessDeniedPage")),
  404: lazy(() => import("../pages/NotFoundPage")),
  500: lazy(() => import("../pages/ServerErrorPage")),
};

function statusOf(error: unknown): 403 | 404 | 500 {
  const status = isApiError(error) ? error.status : isRouteErrorResponse(error) ? error.status : 500;
  return status === 403 || status === 404 ? status : 500;
}

/** If even the error page cannot load (the chunk is unreachable), a plain line with a reload link. */
class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="no-connection" role="alert">
        <a href={window.location.href}>Server error (e500)</a>
      </p>
    );
  }
}

/** A route that failed to load or render: the 403, 404 or 500 page (product-spec §2 Error pages). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (statusOf(error) === 500) console.error(error);
  const Page = pages[statusOf(error)];
  return (
    <LastResort>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </LastResort>
  );
}
