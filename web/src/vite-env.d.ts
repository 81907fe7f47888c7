/// <reference types="vite/client" />

/**
 * Build-time settings. In AWS, stacks/web.ts sets them from the deployed API and WebSocket URLs;
 * locally they are unset and the SPA calls its own origin (the local gateway serves web/dist).
 */
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_WS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
