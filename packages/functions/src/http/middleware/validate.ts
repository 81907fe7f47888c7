import { safeParse } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { AppError } from "@intranet/core/platform";
import type { RouteSpec } from "../route";
import type { ApiMiddleware } from "../context";

type Part = "params" | "query" | "body";

/** Validates path parameters, query and body against the route's zod schemas (the same ones the SPA uses). */
export function validate(spec: Pick<RouteSpec, Part>): ApiMiddleware {
  return {
    before: (request) => {
      const { event, context } = request;
      const raw: Record<Part, unknown> = {
        params: event.pathParameters ?? {},
        query: event.queryStringParameters ?? {},
        body: context.rawBody,
      };
      const issues: Array<{ in: Part; path: string; message: string; code: string }> = [];
      const parsed: Record<Part, unknown> = { ...raw };
      for (const part of ["params", "query", "body"] as const) {
        const schema: $ZodType | undefined = spec[part];
        if (!schema) continue;
        const result = safeParse(schema, raw[part]);
        if (result.success) parsed[part] = result.data;
        else
          for (const issue of result.error.issues)
            issues.push({ in: part, path: issue.path.join("."), message: issue.message, code: issue.code });
      }
      if (issues.length) throw new AppError("common.validation", {}, { issues });
      context.input = parsed as ApiContextInput;
    },
  };
}

type ApiContextInput = { params: unknown; query: unknown; body: unknown };
