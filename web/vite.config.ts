import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The SPA (DESIGN §9). `npm run build` writes dist/, which `npm start` serves locally and
// sst.aws.StaticSite("Web") uploads in AWS (stacks/web.ts). The manifest lets tests and the
// benchmark find which chunks a route loads.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // No modulepreload polyfill: every browser the SPA supports has `<link rel="modulepreload">`
    // (Baseline since 2023), and the polyfill costs the login route's first load bytes.
    modulePreload: { polyfill: false },
  },
});
