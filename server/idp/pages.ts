/** HTML of the embedded provider's own pages: no external fonts, scripts or assets (CSP: self only). */

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f6f6;
    font:14px Roboto,Arial,sans-serif;color:#1f2a2c}
  main{width:100%;max-width:360px;margin:16px;background:#fff;border-radius:8px;padding:28px 28px 20px;
    box-shadow:0 2px 10px rgba(0,0,0,.12)}
  h1{font-size:20px;font-weight:500;margin:0 0 4px}
  p{margin:0 0 18px;color:#4a676c}
  label{display:block;font-weight:500;margin:12px 0 4px}
  input{width:100%;min-height:44px;padding:8px 10px;border:1px solid #9bb7bb;border-radius:4px;font:inherit}
  input:focus{outline:2px solid #4a676c;outline-offset:1px}
  button{width:100%;min-height:44px;margin-top:20px;border:0;border-radius:4px;background:#4a676c;color:#fff;
    font:500 15px Roboto,Arial,sans-serif;cursor:pointer}
  button.secondary{background:#fff;color:#4a676c;border:1px solid #9bb7bb;margin-top:10px}
  .error{background:#fbf2f4;color:#7a2843;border-radius:4px;padding:8px 10px;margin-top:12px}
`;

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string, script?: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style>${script ? `<script src="${script}" defer></script>` : ''}</head>
<body><main>${body}</main></body></html>`;
}

export function loginPage(opts: { brand: string; action: string; username?: string; error?: string }): string {
  return page(
    `Sign in · ${opts.brand}`,
    `<h1>${escape(opts.brand)} Checkout Admin</h1><p>Sign in with your staff account.</p>
<form method="post" action="${escape(opts.action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" required autofocus value="${escape(opts.username ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${opts.error ? `<div class="error" role="alert">${escape(opts.error)}</div>` : ''}
<button type="submit">Sign in</button></form>`,
  );
}

/** The provider's "sign out?" page: submitted at once by a same-origin script, with a button as fallback. */
export function logoutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing out…</h1><p>You are being signed out of Checkout Admin.</p>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>`,
    '/idp-assets/auto-logout.js',
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}

/** Same-origin script for the logout page (CSP forbids inline scripts). */
export const AUTO_LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`;
