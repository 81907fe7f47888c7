import { modulePublicPrefixes } from "../modules/publicRoutes";

/** Routes the shell and the guard name (product-spec §2). Module routes live in modules/registry.ts. */
export const paths = {
  login: "/login/",
  loginNew: "/login_new/",
  authorize: "/authorize",
  register: "/register/",
  forgotPassword: "/forgot-password/",
  resetPassword: "/reset-password/",
  company: "/company",
  clients: "/clients",
  app: "/app",
  employees: "/employees/",
  notifications: "/notifications",
  birthdays: "/birthdays/",
  notFound: "/404",
  profile: (id: string) => `/profile/${encodeURIComponent(id)}`,
} as const;

const publicPrefixes = [
  paths.login,
  paths.loginNew,
  paths.authorize,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
  ...modulePublicPrefixes,
];

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** A route that needs no sign-in (the public screens). */
export function isPublicPath(pathname: string): boolean {
  const path = withSlash(pathname);
  return publicPrefixes.some((prefix) => path.startsWith(withSlash(prefix)));
}

/** `/employees/` and `/employees` are the same route; so is any trailing slash. */
export function isUnder(pathname: string, route: string): boolean {
  const path = withSlash(pathname);
  const base = withSlash(route);
  return path === base || path.startsWith(base);
}
