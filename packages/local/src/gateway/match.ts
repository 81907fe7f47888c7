import type { AreaRoute } from "@intranet/functions/http/route";

/**
 * API Gateway HTTP API route selection, for the local gateway: an exact path wins over a
 * parameter, a parameter over a greedy `{proxy+}`, comparing segments left to right.
 */
export interface RouteMatch {
  route: AreaRoute;
  pathParameters: Record<string, string>;
}

type Segment = { kind: "literal"; value: string } | { kind: "param"; name: string } | { kind: "greedy"; name: string };

interface CompiledRoute {
  route: AreaRoute;
  segments: Segment[];
}

function compile(path: string): Segment[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((part): Segment => {
      const greedy = /^\{(\w+)\+\}$/.exec(part);
      if (greedy) return { kind: "greedy", name: greedy[1]! };
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? { kind: "param", name: param[1]! } : { kind: "literal", value: part };
    });
}

const rank = { literal: 0, param: 1, greedy: 2 } as const;

function moreSpecificFirst(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let index = 0; index < length; index++) {
    const left = a.segments[index];
    const right = b.segments[index];
    if (!left || !right) return left ? -1 : 1;
    const difference = rank[left.kind] - rank[right.kind];
    if (difference) return difference;
  }
  return 0;
}

export function createMatcher(routes: AreaRoute[]) {
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const list = byMethod.get(route.method) ?? [];
    list.push({ route, segments: compile(route.path) });
    byMethod.set(route.method, list);
  }
  for (const list of byMethod.values()) list.sort(moreSpecificFirst);

  return function match(method: string, path: string): RouteMatch | undefined {
    const parts = path.split("/").filter(Boolean);
    for (const candidate of byMethod.get(method.toUpperCase()) ?? []) {
      const pathParameters = matchSegments(candidate.segments, parts);
      if (pathParameters) return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    if (segment.kind === "greedy") {
      if (index >= parts.length) return undefined;
      parameters[segment.name] = parts.slice(index).map(decode).join("/");
      return parameters;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.kind === "literal") {
      if (segment.value !== part) return undefined;
    } else parameters[segment.name] = decode(part);
  }
  return segments.length === parts.length ? parameters : undefined;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
