import type { SessionDevice } from "@intranet/contracts/sessions";

/**
 * The browser and system a person recognises ("Chrome on Windows"), read from the user agent. A
 * small parser of the families people sign in with, not a full database (no well-kept parser is a
 * dependency here): an unknown agent shows as unknown rather than guessed. Order matters: Edge and
 * Opera also say "Chrome", Chrome also says "Safari", iPadOS and Android also say "Linux"/"Mac".
 */
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/\bYaBrowser\/(\d+)/, "Yandex Browser"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

const systems: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function deviceOf(userAgent: string | undefined): SessionDevice {
  const agent = userAgent ?? "";
  const browser = browsers.find(([pattern]) => pattern.test(agent));
  const version = browser ? browser[0].exec(agent)?.[1] : undefined;
  const os = systems.find(([pattern]) => pattern.test(agent))?.[1];
  return {
    ...(browser ? { browser: version ? `${browser[1]} ${version}` : browser[1] } : {}),
    ...(os ? { os } : {}),
    mobile: /\bMobi|\biPhone\b|\bAndroid\b.*\bMobile\b/.test(agent),
  };
}
