import { afterAll, beforeAll } from "vitest";
import { routeTable } from "@intranet/functions/routes";
import type { AreaRoute } from "@intranet/functions/http/route";
import { startTestApi, type TestApi } from "../testing/api";
import { describeGenericRouteChecks } from "../testing/route-checks";
import { probeHandler, probeRoutes } from "./fixtures/probe-area";

let realApi: TestApi;
let probeApi: TestApi;

beforeAll(async () => {
  realApi = await startTestApi();
  probeApi = await startTestApi({ routes: Object.values(probeRoutes), loadArea: async () => probeHandler });
});
afterAll(async () => {
  await realApi?.close();
  await probeApi?.close();
});

describeGenericRouteChecks("the route table", routeTable, () => realApi);
describeGenericRouteChecks("the HTTP frame (fixture area)", Object.values(probeRoutes) as AreaRoute[], () => probeApi);
