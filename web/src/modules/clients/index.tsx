import type { ModulePageProps } from "../types";
import { ClientScreen } from "./ClientScreen";
import { ClientsList } from "./ClientsList";
import "../cabinet.css";

/** Client management (superadmin): /clients and /clients/{id}. */
export default function ClientsModule({ route }: ModulePageProps) {
  return route === "clients" ? <ClientsList /> : <ClientScreen />;
}
