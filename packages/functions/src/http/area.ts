import middy from "@middy/core";
import type { Context } from "aws-lambda";
import { limits, type Actor } from "@intranet/contracts";
import { AppError } from "@intranet/core/platform";
import type { ApiContext, ApiEvent, ApiResult } from "./context";
import {
  answer,
  type AreaRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
} from "./route";
import { toHttpResult, type Reply } from "./reply";
import { requestId } from "./middleware/request-id";
import { cors } from "./middleware/cors";
import { errorResponse } from "./middleware/error-response";
import { authenticate } from "./middleware/authenticate";
import { moduleSwitch } from "./middleware/module-switch";
import { jsonBody } from "./middleware/json-body";
import { validate } from "./middleware/validate";

export interface RouteRequest<R extends RouteSpec> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  actor: R["access"] extends "public" ? Actor | null : Actor;
  requestId: string;
  event: ApiEvent;
}

/** What an implementation may return: the declared answer (200), or `reply(status, answer)`. */
export type RouteResult<R extends RouteSpec> = RouteAnswer<R> | Reply<RouteAnswer<R>>;

/** One route's implementation: its return is type-checked against the route's declared `answer`. */
export type RouteImpl<R extends RouteSpec> = (request: RouteRequest<R>) => Promise<RouteResult<R>> | RouteResult<R>;

export type AreaImpls<Routes extends Record<string, AreaRoute>> = { [K in keyof Routes]: RouteImpl<Routes[K]> };

type LambdaHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** The middleware chain every route runs through (DESIGN §4), in order. */
function routeHandler(spec: RouteSpec, impl: RouteImpl<RouteSpec>) {
  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(requestId())
    .use(cors())
    .use(errorResponse())
    .use(authenticate(spec.access))
    .use(moduleSwitch(spec))
    .use(jsonBody(spec.maxBodyBytes ?? limits.defaultBodyMaxBytes))
    .use(validate(spec))
    .handler(async (event, context) => {
      const { params, query, body } = context.input;
      const result = await impl({
        params,
        query,
        body,
        actor: context.actor,
        requestId: context.requestId,
        event,
      } as RouteRequest<RouteSpec>);
      return toHttpResult(result);
    });
}

const unknownRoute = routeHandler(
  { method: "GET", path: "/api/", access: "public", summary: "no route", answer: answer<never>() },
  () => {
    throw new AppError("common.route_not_found");
  },
);

/**
 * The Lambda of one API area. API Gateway has already chosen the route, so dispatch is by its
 * `routeKey` (no second path matching that could rank routes differently from the gateway).
 */
export function areaHandler<Routes extends Record<string, AreaRoute>>(
  routes: Routes,
  impls: AreaImpls<Routes>,
): LambdaHandler {
  const byKey = new Map<string, LambdaHandler>();
  for (const [name, spec] of Object.entries(routes)) {
    const impl = impls[name as keyof Routes] as RouteImpl<RouteSpec> | undefined;
    if (!impl) throw new Error(`Route ${spec.id} has no implementation`);
    byKey.set(spec.key, routeHandler(spec, impl) as unknown as LambdaHandler);
  }
  return (event, context) => (byKey.get(event.routeKey) ?? (unknownRoute as unknown as LambdaHandler))(event, context);
}
