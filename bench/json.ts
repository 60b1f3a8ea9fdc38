import { formatJson, minifyJson } from '../src/tools/json/core/index.ts';
import { timeMedian, type BenchRow, type BenchSuite } from './types.ts';

const MB = 1024 * 1024;

/** A realistic API dump: varied keys, long numbers, decimals with trailing zeros, escapes, CJK. */
function generateDocument(bytes: number): string {
  const parts: string[] = [];
  let size = 2;
  for (let k = 0; size < bytes; k += 1) {
    const item =
      `{"id":${k},"order_${k % 97}":"ORD-${k.toString(36)}","amount":${(k * 1.37).toFixed(2)}0,` +
      `"trace_id":1234567890123456789${k % 10},"user":{"name":"用户\\"${k}\\"","email":"u${k}@example.com",` +
      `"active":${k % 3 === 0},"score":${k}.5e-3,"tags":["t${k % 13}","v${k % 7}"]},"note":null}`;
    parts.push(item);
    size += item.length + 1;
  }
  return `[${parts.join(',')}]`;
}

const suite: BenchSuite = async () => {
  const rows: BenchRow[] = [];
  for (const megabytes of [10, 50]) {
    const text = generateDocument(megabytes * MB);
    const runs = megabytes > 10 ? 1 : 3;
    const nativeFormat = await timeMedian(() => JSON.stringify(JSON.parse(text), null, 2), runs);
    const ourFormat = await timeMedian(() => formatJson(text, { indent: 2 }), runs);
    const nativeMinify = await timeMedian(() => JSON.stringify(JSON.parse(text)), runs);
    const ourMinify = await timeMedian(() => minifyJson(text), runs);
    const note =
      'numbers and key order exact; native rounds trace_id and would reorder integer keys';
    rows.push(
      {
        area: 'json',
        name: `格式化 ${megabytes} MB (indent 2)`,
        value: ourFormat,
        unit: 'ms',
        limitName: 'JSON.parse + JSON.stringify(v, null, 2)',
        limitValue: nativeFormat,
        ratio: ourFormat / nativeFormat,
        note,
      },
      {
        area: 'json',
        name: `压缩 ${megabytes} MB`,
        value: ourMinify,
        unit: 'ms',
        limitName: 'JSON.parse + JSON.stringify(v)',
        limitValue: nativeMinify,
        ratio: ourMinify / nativeMinify,
        note,
      },
    );
  }
  return rows;
};

export default suite;
