/** The local corporate provider's sign-in page: plain HTML, readable on a phone. */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function loginPage(options: { action: string; title: string; email?: string; error?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(options.title)} — sign in</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 360px; margin: 8vh auto; padding: 24px; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 20px; margin: 0 0 4px; } p { margin: 0 0 16px; color: #4b5563; font-size: 14px; }
  label { display: block; margin: 12px 0 4px; font-size: 14px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; font-size: 16px; border: 1px solid #9ca3af; border-radius: 4px; }
  button { margin-top: 20px; width: 100%; padding: 12px; font-size: 16px; border: 0; border-radius: 4px; background: #2563eb; color: #fff; }
  .error { color: #b91c1c; margin-top: 12px; } @media (max-width: 400px) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
</style></head>
<body><main>
<h1>${escape(options.title)}</h1><p>Local identity provider (development stand-in for your company's sign-in)</p>
<form method="post" action="${escape(options.action)}" autocomplete="off">
<label for="email">E-mail</label><input id="email" name="email" type="email" required value="${escape(options.email ?? "")}">
<label for="password">Password</label><input id="password" name="password" type="password" required>
${options.error ? `<div class="error" role="alert">${escape(options.error)}</div>` : ""}
<button type="submit">Sign in</button>
</form></main></body></html>`;
}
