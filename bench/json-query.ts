import { JSONPath } from 'jsonpath-plus';
import jmespath from 'jmespath';
import { diffJson, parseTree, queryJson } from '../src/tools/json/core/index.ts';
import { timeMedian, type BenchRow, type BenchSuite } from './types.ts';

/** An API list: ids, amounts with trailing zeros, 20-digit trace ids, integer-like keys. */
function generateList(items: number): string {
  const parts: string[] = [];
  for (let k = 0; k < items; k += 1)
    parts.push(
      `{"id":${k},"amount":${(k * 1.37).toFixed(2)}0,"trace":1234567890123456789${k % 10},` +
        `"${k % 50}":"v${k}","tags":["t${k % 13}"]}`,
    );
  return `[${parts.join(',')}]`;
}

/**
 * 查询 (on the parsed lossless tree) and 对比, next to JSON.parse plus the same library on its
 * plain objects, which reorder integer-like keys and round the trace ids: the price of
 * exactness. A hard case: every object has an integer-like key (so each is reordered) and
 * two numbers a double prints differently (so JMESPath runs with placeholders and doubles).
 */
const suite: BenchSuite = async () => {
  const items = 50_000;
  const text = generateList(items);
  const { value } = parseTree(text);
  const note = `${items.toLocaleString('en-US')} objects, ${(text.length / 1024 / 1024).toFixed(1)} MB`;
  const ourPath = await timeMedian(() => queryJson(value, '$..amount', 'jsonpath'), 3);
  const rawPath = await timeMedian(
    () => JSONPath({ path: '$..amount', json: JSON.parse(text) as object }),
    3,
  );
  const ourJmes = await timeMedian(() => queryJson(value, '[?id > `10`].trace', 'jmespath'), 3);
  const rawJmes = await timeMedian(
    () => jmespath.search(JSON.parse(text), '[?id > `10`].trace'),
    3,
  );

  // One element inserted at the front of the new list: the diff must report one addition.
  const after = parseTree(`[{"id":-1},${text.slice(1)}`).value;
  let entries = 0;
  const ourDiff = await timeMedian(() => (entries = diffJson(value, after).length), 3);
  const parseBoth = await timeMedian(() => [JSON.parse(text), JSON.parse(text)], 3);
  const row = (name: string, ours: number, limitName: string, limit: number, extra = '') => ({
    area: 'json',
    name,
    value: ours,
    unit: 'ms',
    limitName,
    limitValue: limit,
    ratio: ours / limit,
    note: note + extra,
  });
  const rows: BenchRow[] = [
    row('查询 JSONPath $..amount', ourPath, 'JSON.parse + jsonpath-plus', rawPath),
    row('查询 JMESPath filter', ourJmes, 'JSON.parse + jmespath', rawJmes),
    row('对比 lists, 1 insertion', ourDiff, 'JSON.parse of both', parseBoth, `; ${entries} entry`),
  ];
  return rows;
};

export default suite;
