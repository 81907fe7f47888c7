/** Texts of the about page (English; ru and ua must have exactly these keys). */
export const about = {
  title: "About the portal",
  version: "Version {{version}}",
  edition: {
    default: "Standard edition",
    yandex: "Yandex edition",
  },
  intro:
    "A corporate portal for your company: news and thanks, colleagues and the structure, the knowledge base, services and everyday HR processes in one place.",
  languages: "It speaks English, Russian and Ukrainian.",
  details: "Details",
  fields: {
    product: "Product",
    version: "Version",
    edition: "Edition",
    company: "Company",
    workspace: "Workspace",
    role: "You are",
    language: "Interface language",
  },
  roles: {
    superadmin: "Platform superadmin",
    admin: "Administrator",
    hr: "HR officer",
    employee: "Employee",
  },
  noCompany: "No company entered",
  modules_one: "{{count}} module in your company",
  modules_few: "{{count}} modules in your company",
  modules_many: "{{count}} modules in your company",
  modules_other: "{{count}} modules in your company",
  help: "Help centre",
  start: "Getting started",
  helpText: "How each module works, for employees and for administrators.",
  copyright: "© {{year}} {{title}}. All rights reserved.",
};
