import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { moduleRoutes } from "../modules/moduleRoutes";
import { modulePublicRoutes } from "../modules/publicRoutes";
import { lazyComponent } from "./lazyRoute";
import { PageLoader } from "./PageLoader";
import { RootLayout } from "./RootLayout";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

const notFound = lazyComponent(() => import("../pages/NotFoundPage"));

/** The public screens of product-spec §2, then the modules' own: no sign-in needed, no shell. */
const publicRoutes: RouteObject[] = [
  { path: "login", lazy: lazyComponent(() => import("../auth/LoginPage")) },
  { path: "login_new", lazy: lazyComponent(() => import("../auth/LoginNewPage")) },
  { path: "authorize", lazy: lazyComponent(() => import("../auth/AuthorizePage")) },
  { path: "register", lazy: lazyComponent(() => import("../auth/RegisterPage")) },
  { path: "register/:token", lazy: lazyComponent(() => import("../auth/RegisterPage")) },
  { path: "forgot-password", lazy: lazyComponent(() => import("../auth/ForgotPasswordPage")) },
  { path: "reset-password/:token", lazy: lazyComponent(() => import("../auth/ResetPasswordPage")) },
  ...modulePublicRoutes(),
];

/** The route table: public screens, then the home shell (guarded) with one lazy route tree per module. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { lazy: lazyComponent(() => import("../auth/PublicLayout")), children: publicRoutes },
      {
        path: "/",
        lazy: lazyComponent(() => import("../shell/HomeLayout")),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, Component: PageLoader },
          ...moduleRoutes(),
          { path: "404", lazy: notFound },
          { path: "*", lazy: notFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
