import { usersRoutes as routes } from "@intranet/contracts/users";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the profile; everything under `profile`. */
export const profileKeys = {
  all: ["profile"] as const,
  user: (id: string) => ["profile", id] as const,
  followers: (id: string) => ["profile", "followers", id] as const,
};

/** A followers page's size. */
export const followersPageSize = 20;

/** The profile's calls (rules-calls-errors-spec §7 Users), from contracts/users/routes.ts. */
export const profileApi = {
  /** The person shown; a 404 leads to the not-found page, other failures are shown in place. */
  user: (id: string) => callRoute(routes.get, { params: { id } }, { navigation: true, no_show: true }),
  follow: (id: string) => callRoute(routes.follow, { body: { user_id: id } }),
  unfollow: (id: string) => callRoute(routes.unfollow, { body: { user_id: id } }),
  /** Pins the person to the top of the address book, or unpins them (admins). */
  togglePin: (id: string) => callRoute(routes.pin, { params: { id } }),
  followers: (id: string, cursor: string | null) =>
    callRoute(
      routes.followers,
      { params: { id }, query: { limit: followersPageSize, ...(cursor ? { cursor } : {}) } },
      { no_show: true },
    ),
};
