/**
 * A 50 KB SSJS file checks in well under the editor's budget (50 ms median after warm-up on a developer machine;
 * the assertion is generous for loaded CI runners). Prints the measured median.
 */
import { expect, it } from 'vitest';
import { checkSsjs } from './check.js';

const CHUNK = `
function readRows(key, filter) {
  var de = DataExtension.Init(key);
  var rows = de.Rows.Retrieve(filter);
  var out = [];
  for (var i = 0; i < rows.length; i++) {
    var row = rows[i];
    if (row.Status == "Active" && row.EmailAddress.indexOf("@") > 0) {
      out.push({ key: row.SubscriberKey, email: row.EmailAddress, points: Number(row.Points) || 0 });
    }
  }
  return out;
}

var totals = {};
try {
  var list = readRows("Loyalty_Members", { Property: "Tier", SimpleOperator: "equals", Value: "Gold" });
  for (var j = 0; j < list.length; j++) {
    totals[list[j].key] = (totals[list[j].key] || 0) + list[j].points;
  }
  Platform.Function.UpsertData("Loyalty_Totals", ["Key"], ["gold"], ["Total"], [Stringify(totals)]);
} catch (e) {
  Write("Failed: " + Stringify(e) + "<br>");
}
`;

/** A realistic ES3 script of about 50 KB, with a few modern constructs so findings are made too. */
function bigScript(): string {
  const parts = ['Platform.Load("core", "1.1.5");'];
  let size = parts[0]?.length ?? 0;
  for (let i = 0; size < 50_000; i++) {
    const part = i % 10 === 0 ? `${CHUNK}\nlet modern${i} = list.map((x) => x.points);\n` : CHUNK;
    parts.push(part);
    size += part.length;
  }
  return parts.join('\n');
}

it('checks a 50 KB script fast', () => {
  const code = bigScript();
  expect(code.length).toBeGreaterThanOrEqual(50_000);
  for (let i = 0; i < 5; i++) checkSsjs(code);
  const times: number[] = [];
  let findings = 0;
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    findings = checkSsjs(code).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[10] ?? Infinity;
  console.log(
    `SSJS check of ${(code.length / 1000).toFixed(1)} KB: median ${median.toFixed(1)} ms, ${findings} findings`,
  );
  expect(findings).toBeGreaterThan(0);
  expect(median).toBeLessThan(250);
});
