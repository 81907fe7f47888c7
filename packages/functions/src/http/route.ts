/** Route declarations live in contracts (`@intranet/contracts/route`, DESIGN §3); re-exported for the HTTP layer. */
export {
  answer,
  defineRoutes,
  routeKey,
  type Answer,
  type AreaRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
} from "@intranet/contracts/route";
