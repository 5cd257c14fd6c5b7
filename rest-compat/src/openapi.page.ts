import type { openApiDocument } from './openapi.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A readable page of the document for integrators: plain HTML and CSS, nothing loaded from elsewhere. */
export function openApiHtml(doc: ReturnType<typeof openApiDocument>): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods) as [string, Record<string, unknown>][]) {
      const params = (op.parameters as { name: string; in: string; required: boolean; schema: unknown }[])
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('');
      const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
      const responses = op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
      const ok = Object.entries(responses).find(([code]) => code.startsWith('2'));
      const html = `<section id="${escapeHtml(String(op.operationId))}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${(op.security as unknown[] | undefined)?.length === 0 ? '' : ' <span class="lock" title="needs a token or an API key">🔒</span>'} <button type="button" class="try" data-method="${method.toUpperCase()}" data-path="${escapeHtml(path)}">Try</button></h3>
<p>${escapeHtml(String(op.summary ?? ''))} <small>${escapeHtml(String(op.description ?? ''))}</small></p>
${params ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${params}</table>` : ''}
${body ? `<details><summary>Request body (${Object.keys(body.content).join(', ')})</summary><pre>${escapeHtml(JSON.stringify(Object.values(body.content)[0]?.schema, null, 2))}</pre></details>` : ''}
${ok ? `<details><summary>Response ${ok[0]}</summary><pre>${escapeHtml(JSON.stringify(Object.values(ok[1].content ?? {})[0]?.schema ?? {}, null, 2))}</pre></details>` : ''}
</section>`;
      const tag = String((op.tags as string[])[0]);
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem;color:#222}
nav a{margin-right:.6rem}section{border-top:1px solid #ddd;padding:.4rem 0}h3{margin:.3rem 0;font-size:15px}
.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:1px 4px}
.get{background:#2e7d32}.post{background:#1565c0}.put{background:#ef6c00}.delete{background:#c62828}
table{border-collapse:collapse;margin:.3rem 0}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:30rem}small{color:#666}
.tryit{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}.tryit label{display:block;margin:.3rem 0}
.tryit input,.tryit textarea{width:100%;box-sizing:border-box;font:13px monospace}.try{font-size:11px}</style>
<script src="/api/docs.js" defer></script></head><body>
<h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
<form id="try" class="tryit"><h2>Try a call</h2>
<label>API key or token <input id="try-key" type="password" autocomplete="off" placeholder="slk_…"></label>
<label>Method <select id="try-method"><option>GET</option><option>POST</option><option>PUT</option><option>DELETE</option></select></label>
<label>Path <input id="try-path" value="/api/customers.json?limit=5"></label>
<label>JSON body <textarea id="try-body" rows="3" placeholder='{"name": "…"}'></textarea></label>
<button type="submit">Send</button> <output id="try-status"></output>
<pre id="try-result" aria-live="polite"></pre></form>
<nav>${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' ')}</nav>
${tags.map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}

/** The docs page's "Try a call" form: a separate file, so the page needs no inline script. */
export const openApiTryScript = `document.addEventListener('DOMContentLoaded', () => {
  const $ = (id) => document.getElementById(id);
  const key = $('try-key');
  key.value = sessionStorage.getItem('api-key') || '';
  document.querySelectorAll('button.try').forEach((b) => b.addEventListener('click', () => {
    $('try-method').value = b.dataset.method;
    $('try-path').value = b.dataset.path;
    $('try').scrollIntoView();
  }));
  $('try').addEventListener('submit', async (e) => {
    e.preventDefault();
    sessionStorage.setItem('api-key', key.value);
    const method = $('try-method').value;
    const body = $('try-body').value.trim();
    const headers = { accept: 'application/json' };
    if (key.value) headers.authorization = 'Bearer ' + key.value.trim();
    if (body && method !== 'GET') headers['content-type'] = 'application/json';
    $('try-status').textContent = '…';
    try {
      const res = await fetch($('try-path').value, { method, headers, body: body && method !== 'GET' ? body : undefined });
      const text = await res.text();
      $('try-status').textContent = res.status + ' ' + res.statusText;
      try { $('try-result').textContent = JSON.stringify(JSON.parse(text), null, 2); }
      catch { $('try-result').textContent = text; }
    } catch (error) {
      $('try-status').textContent = String(error);
    }
  });
});
`;
