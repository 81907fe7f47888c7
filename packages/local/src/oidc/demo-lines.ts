import type { LocalOidc } from "./provider";

/** npm start's lines on single sign-on: the provider's URL and which identities to try at it. */
export function ssoDemoLines(sso: LocalOidc): string[] {
  const lines = [
    "",
    `Single sign-on: local identity provider ${sso.url} (self-signed certificate: open it once in your browser and accept it)`,
  ];
  for (const { displayName, identities } of sso.directory.registered())
    lines.push(
      `  ${displayName}: at /login_new/ choose single sign-on, then at the provider:`,
      ...identities.map((identity) =>
        `    ${identity.email} / ${identity.password}   ${identity.name.includes("refused") ? `(${identity.name})` : ""}`.trimEnd(),
      ),
    );
  return lines;
}
