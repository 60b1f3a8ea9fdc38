// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GUID_OPTION_DEFAULTS, type GuidOptions } from '../guidOptions';
import { NanoidPanel } from './NanoidPanel';
import { SnowflakePanel } from './SnowflakePanel';
import { UlidPanel } from './UlidPanel';

/** The three ID tabs share one maker (IdMaker): settings, button, problem, list. */
function Harness({
  tab,
  start,
}: {
  tab: 'ulid' | 'nanoid' | 'snowflake';
  start?: Partial<GuidOptions>;
}) {
  const [options, setOptions] = useState({ ...GUID_OPTION_DEFAULTS, ...start } as GuidOptions);
  const set = (patch: Partial<GuidOptions>) =>
    setOptions((current) => ({ ...current, ...patch }) as GuidOptions);
  const [text, setText] = useState('');
  const panel =
    tab === 'ulid' ? (
      <UlidPanel options={options} setOptions={set} text={text} onChange={setText} />
    ) : tab === 'nanoid' ? (
      <NanoidPanel options={options} setOptions={set} />
    ) : (
      <SnowflakePanel options={options} setOptions={set} text={text} onChange={setText} />
    );
  return <AntdApp>{panel}</AntdApp>;
}

const lines = (label: string) =>
  (screen.getByLabelText(label) as HTMLTextAreaElement).value.split('\n');

describe('the ID tabs', () => {
  it('ULID: makes the count asked for, in order', async () => {
    render(<Harness tab="ulid" start={{ ulidCount: 3 }} />);
    expect(screen.queryByLabelText('生成的 ULID')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '生成 ULID' }));
    const ulids = lines('生成的 ULID');
    expect(ulids).toHaveLength(3);
    expect([...ulids].sort()).toEqual(ulids);
    expect(screen.getByRole('button', { name: /复制全部/ })).toBeInTheDocument();
  });

  it('NanoID: the size and count fields make what they say', async () => {
    render(<Harness tab="nanoid" start={{ nanoSize: 8, nanoCount: 2 }} />);
    expect(screen.getByLabelText('长度')).toHaveValue('8');
    await userEvent.click(screen.getByRole('button', { name: '生成 NanoID' }));
    expect(lines('生成的 NanoID').map((id) => id.length)).toEqual([8, 8]);
  });

  it('雪花 ID: a machine number out of range is named, and nothing is listed until it is put right', async () => {
    render(<Harness tab="snowflake" start={{ snowWorker: 99, snowCount: 2 }} />);
    await userEvent.click(screen.getByRole('button', { name: '生成雪花 ID' }));
    expect(screen.getByRole('alert')).toHaveTextContent('99');
    expect(screen.queryByLabelText('生成的雪花 ID')).toBeNull();

    const worker = screen.getByLabelText('机器号');
    await userEvent.clear(worker);
    await userEvent.type(worker, '3');
    await userEvent.click(screen.getByRole('button', { name: '生成雪花 ID' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const ids = lines('生成的雪花 ID');
    expect(ids).toHaveLength(2);
    for (const id of ids) expect((BigInt(id) >> 12n) & 31n).toBe(3n);
  });
});
