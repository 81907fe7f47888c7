/// <reference path="./.sst/platform/config.d.ts" />

/**
 * Thin on purpose: each concern lives in stacks/<concern>.ts (DESIGN §2). The stacks are imported
 * inside run(), as SST requires for anything that uses its globals.
 * Deploy: docs/deploy.md.
 */
export default $config({
  app(input) {
    const production = input?.stage === "production";
    return {
      name: "intranet",
      home: "aws",
      removal: production ? "retain" : "remove",
      protect: production,
    };
  },
  async run() {
    const { storage } = await import("./stacks/storage");
    const { jobs } = await import("./stacks/jobs");
    const { realtime } = await import("./stacks/realtime");
    const { eventBus } = await import("./stacks/bus");
    const { events } = await import("./stacks/events");
    const { api } = await import("./stacks/api");
    const { sso } = await import("./stacks/sso");
    const { web } = await import("./stacks/web");

    const stored = storage();
    // First after storage: every Lambda defined later may schedule one-time jobs (stacks/jobs.ts).
    jobs(stored);
    const bus = eventBus();
    const live = realtime(stored, bus);
    events(stored, live, bus);
    const http = api(stored, live, bus, sso());
    const site = web(http, live);

    return {
      api: http.api.url,
      ws: live.ws.url,
      web: site.site.url,
    };
  },
});
