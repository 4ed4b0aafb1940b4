import request from 'supertest';
import { startTestApp } from '../src/server/__tests__/testApp';
(async () => {
  const t = await startTestApp();
  for (const q of ['hdmi', 'at-65x90k', 'qqqzzz']) {
    const r = await request(t.app).get(`/electronics/support/results?query=${q}&contentTypeFilter=product`).set('Cookie', 'agentAnalytics=team%3DCare');
    console.log(q, r.status, /class="results-count"[^>]*>([^<]*)/.exec(r.text)?.[1], [...r.text.matchAll(/<h3 class="result__title"><a[^>]*>([^<]*)/g)].slice(0, 3).map((m) => m[1]));
    const c = await request(t.app).get(`/electronics/support/televisions/results?query=${q}&contentTypeFilter=product`).set('Cookie', 'agentAnalytics=team%3DCare');
    console.log(' cat', c.status, /class="results-count"[^>]*>([^<]*)/.exec(c.text)?.[1]);
  }
  t.close();
})();
