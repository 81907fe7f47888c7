import { putAiCompanyData } from "@intranet/core/admin";
import { updateClientSettings } from "@intranet/core/clients";
import { demoCast } from "./demo-cast";
import type { DemoStep } from "./demo-step";

export const demoStep: DemoStep = {
  name: "admin",
  // Any time after the people; the chat stays last (earlier-seed.ts).
  order: 92,
  run: async ({ clientId, people, rights }) => {
    const admin = demoCast(clientId, people, rights).actorOf("demo-admin");
    await putAiCompanyData(admin, clientId, aiCompanyData);
    // The admin panel's settings as a company keeps them; each lands in the journal once
    // (a rerun writes the same values: no change, no entry).
    await updateClientSettings(admin, clientId, { start_page: "company", lang: "en", hideMoodMeter: false });
  },
};

/** What an assistant would be told about the demo company (product-spec §3 AI company data). */
const aiCompanyData = {
  industry: "Business software: a small product company with sales, engineering, finance and marketing",
  mission: "Make everyday office work simpler for small and medium companies",
  structure: "Management; Sales (account managers); Engineering (developers, QA); Finance; Marketing",
  values: "Clarity over cleverness; help first; own the outcome; keep promises small and kept",
  terminology: "Workspace = a client company; Wall = the company news feed; Coins = the shop's thank-you points",
  tone: "Friendly and brief, first names, no jargon",
  prompt:
    "You are the assistant of Demo Company's intranet. Answer employees' questions about the company and its tools briefly, in the language they write in.",
};
