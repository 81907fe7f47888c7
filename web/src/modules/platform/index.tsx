import type { ModulePageProps } from "../types";
import { PlatformPage } from "./PlatformPage";
import "./platform.css";

/** The platform's own page (/app, superadmin; the guard sends everyone else to /company). */
export default function PlatformModule(_props: ModulePageProps) {
  return <PlatformPage />;
}
