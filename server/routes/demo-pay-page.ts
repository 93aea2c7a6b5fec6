/** The demo gateway's small HTML pages: plain, readable on a phone, clearly not real money. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface DemoPage {
  title: string;
  lines: string[];
  /** Buttons, each a POST form to its action. */
  buttons?: Array<{ label: string; action: string; primary?: boolean }>;
}

export function demoPage(page: DemoPage): string {
  const buttons = (page.buttons ?? [])
    .map(
      (button) =>
        `<form method="post" action="${escape(button.action)}"><button class="${button.primary ? 'primary' : ''}" type="submit">${escape(button.label)}</button></form>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(page.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff3cd;border:1px solid #e0c36a;padding:.6rem .8rem;border-radius:.4rem;font-weight:600}
button{font-size:1.1rem;padding:.8rem 1.2rem;margin:.4rem 0;width:100%;border-radius:.4rem;border:1px solid #888;background:#fff}
button.primary{background:#1a7f37;color:#fff;border-color:#1a7f37}
</style></head><body>
<p class="banner">DEMO · 演示 — no real money is charged / 不会真实扣款</p>
<h1>${escape(page.title)}</h1>
${page.lines.map((line) => `<p>${escape(line)}</p>`).join('\n')}
${buttons}
</body></html>`;
}
