import { PRODUCT_NAME } from '@app/contracts';

/**
 * What a logout link followed from another site shows instead of signing the person out: the
 * question, and a "Log out" button that posts the logout from this page (so from this origin).
 * Plain HTML and one style sheet inline (the gateway's CSP allows inline styles, not scripts), so
 * it works without JavaScript and before the web app loads.
 */
export function logoutConfirmationPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out of ${PRODUCT_NAME}?</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #f5f5f5; color: rgba(0, 0, 0, 0.88); line-height: 1.5;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
  main { box-sizing: border-box; width: min(440px, calc(100% - 32px)); padding: 32px 24px;
    background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
  .product { margin: 0 0 8px; font-weight: 600; color: #1d4ed8; }
  h1 { margin: 0 0 12px; font-size: 22px; line-height: 1.3; }
  p { margin: 0 0 24px; color: rgba(0, 0, 0, 0.65); }
  .actions { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; }
  button { font: inherit; font-weight: 600; color: #fff; background: #1d4ed8; border: 0;
    border-radius: 8px; padding: 10px 20px; min-height: 44px; cursor: pointer; }
  button:hover { background: #1e40af; }
  button:focus-visible, a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
<p class="product">${PRODUCT_NAME}</p>
<h1>Log out of ${PRODUCT_NAME}?</h1>
<p>Another site sent you to log out. You are still signed in; log out only if you meant to.</p>
<div class="actions">
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/">Stay signed in</a>
</div>
</main>
</body>
</html>
`;
}
