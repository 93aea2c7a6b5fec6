/**
 * The page every address of the site shows before a restaurant is set up: plain HTML in both
 * languages, no script, so nothing can fail on it.
 */
export const OPENING_SOON_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Opening soon · 即将开业</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #faf8f5; color: #2b2622; }
  main { text-align: center; padding: 2rem; }
  h1 { font-weight: 600; font-size: 1.75rem; margin: 0 0 .5rem; }
  p { margin: 0 0 2rem; color: #5b534c; }
</style>
</head>
<body>
<main>
  <h1>Opening soon</h1>
  <p>Online reservations will open here shortly.</p>
  <h1 lang="zh">即将开业</h1>
  <p lang="zh">在线预订即将在此开放。</p>
</main>
</body>
</html>
`;
