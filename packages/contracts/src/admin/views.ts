import type { MenuNames } from "../clients/schemas";
import type { AiCompanyData } from "./schemas";

/** The company's menu settings, as stored. */
export interface InterfaceView {
  menuNames: Record<string, MenuNames>;
  menuOrder: string[];
  menuHidden: string[];
}

export interface AiCompanyDataView extends AiCompanyData {
  client_id: string;
  updatedAt?: string;
}

/** Integrations with their secrets masked: `passwordSet` says one is stored, never what it is. */
export interface CompanyIntegrationsView {
  client_id: string;
  hrm: { url: string; login: string; passwordSet: boolean } | null;
  mailing: { service: "sendsay"; login: string; apiKeySet: boolean; list?: string } | null;
}

export interface MailTestResult {
  to: string;
  /** The mail port's message id. */
  messageId: string;
}
