import { StrictMode, useEffect, useState, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";
import type { EnvResponse } from "@intranet/contracts";

/**
 * Placeholder SPA: shows the product name and the deployment's vendor from GET /api/env.
 * The real app shell (router, Blueprint, i18n, typed API client) replaces this file.
 */

const apiBase = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");

type EnvState = { status: "loading" } | { status: "ready"; vendor: string } | { status: "offline" };

/**
 * Spec: when the environment call returns no response, a full-screen "No connection to server!"
 * shows; an env failure is otherwise only logged (the default vendor is used).
 */
async function loadEnv(signal: AbortSignal): Promise<EnvState> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/env`, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: "offline" };
  }
  const text = await response.text().catch(() => "");
  if (!text) return { status: "offline" };
  try {
    const body = JSON.parse(text) as Partial<EnvResponse>;
    if (response.ok && typeof body.vendor === "string") return { status: "ready", vendor: body.vendor };
    console.error("GET /api/env failed", response.status, body);
  } catch (error) {
    console.error("GET /api/env answered no JSON", response.status, error);
  }
  return { status: "ready", vendor: "default" };
}

const fullScreen: CSSProperties = {
  position: "fixed",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
};

function App() {
  const [env, setEnv] = useState<EnvState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    loadEnv(controller.signal).then(setEnv, () => undefined);
    return () => controller.abort();
  }, []);

  if (env.status === "offline") {
    return (
      <div role="alert" style={{ ...fullScreen, background: "#fff", fontSize: 24 }}>
        No connection to server!
      </div>
    );
  }

  return (
    <main style={fullScreen}>
      <h1 style={{ margin: 0 }}>Intranet</h1>
      <p style={{ margin: 0, color: "#5f6b7c" }}>
        {env.status === "loading" ? (
          "Loading…"
        ) : (
          <>
            Vendor: <strong>{env.vendor}</strong>
          </>
        )}
      </p>
    </main>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
