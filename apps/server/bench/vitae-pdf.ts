import os from 'node:os';
import { vitaeInfo, type VitaeExperience } from '@acsc/shared';
import { cvHtml } from '../src/modules/vitae/cv-html.js';
import { closePdfBrowser, printPdf } from '../src/modules/vitae/pdf.js';
import { fullInfo, workEntry } from '../src/modules/vitae/vitae.testkit.js';

/**
 * The CV PDF (issue 32): time per PDF one at a time, and PDFs per minute with requests in flight beyond
 * the printer's limit (pdf.ts prints PDF_CONCURRENCY at once), in one process, one Chromium.
 * `npx tsx apps/server/bench/vitae-pdf.ts [count] [inFlight]`
 */

const count = Number(process.argv[2] ?? 30);
const inFlight = Number(process.argv[3] ?? 4);
const experience: VitaeExperience[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  ...workEntry,
  kind: 'work',
  organization: `${workEntry.organization} ${i}`,
  description: `${fullInfo.summary} 负责中柬双语翻译与客户沟通。 `.repeat(3),
}));
const doc = { info: vitaeInfo.parse(fullInfo), photo: null, experience };
const html = cvHtml(doc, 'km_KH');

const t0 = performance.now();
const first = await printPdf(html);
const cold = performance.now() - t0;
const times: number[] = [];
for (let i = 0; i < count; i++) {
  const s = performance.now();
  await printPdf(html);
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];

const s = performance.now();
let done = 0;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (done < count) {
      done++;
      await printPdf(html);
    }
  }),
);
const perMinute = (count / (performance.now() - s)) * 60_000;
await closePdfBrowser();
console.log(
  JSON.stringify({
    bytes: first.length,
    coldMs: Math.round(cold),
    sequential: { p50: Math.round(pct(50)), p90: Math.round(pct(90)), max: Math.round(pct(100)) },
    perMinute: Math.round(perMinute),
    inFlight,
    load: os.loadavg()[0].toFixed(1),
  }),
);
