import "normalize.css/normalize.css";
import "@blueprintjs/core/lib/css/blueprint.css";
import "./app/app.css";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./i18n";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(<App />);
