import type { api } from "./api";
import type { realtime } from "./realtime";

type Api = ReturnType<typeof api>;
type Realtime = ReturnType<typeof realtime>;

/**
 * The SPA (DESIGN §9): `web/` built by Vite and served by CloudFront from S3. The API and
 * WebSocket URLs are baked in at build time; unknown paths fall back to index.html.
 */
export function web({ api }: Api, { ws }: Realtime) {
  const site = new sst.aws.StaticSite("Web", {
    path: "web",
    build: { command: "npm run build", output: "dist" },
    environment: {
      VITE_API_URL: api.url,
      VITE_WS_URL: ws.url,
    },
    // SST writes ImportMetaEnv types for `environment` into src/sst-env.d.ts by default. The SPA
    // declares its own (optional: unset locally) in web/src/vite-env.d.ts, so send SST's copy to
    // the git-ignored .sst/ folder instead of the source tree (the path is relative to web/).
    vite: { types: "../.sst/web-env.d.ts" },
  });

  return { site };
}
