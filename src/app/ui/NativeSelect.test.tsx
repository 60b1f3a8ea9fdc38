// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

const UNITS = [
  {
    label: '质量',
    options: [
      { value: 'g', label: '克 g' },
      { value: 'kg', label: '千克 kg' },
    ],
  },
  { label: '体积', options: [{ value: 'ml', label: '毫升 ml' }] },
];

describe('NativeSelect', () => {
  it('is a labelled combobox whose groups and choices are the options given', () => {
    const onChange = vi.fn();
    render(<NativeSelect aria-label="单位" value="g" options={UNITS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '单位' }) as HTMLSelectElement;
    expect(select.value).toBe('g');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      '质量',
      '体积',
    ]);
    fireEvent.change(select, { target: { value: 'ml' } });
    expect(onChange).toHaveBeenCalledWith('ml');
  });

  it('shows a stored value outside the choices as it is, not the first choice', () => {
    render(<NativeSelect aria-label="单位" value="担" options={UNITS} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: '单位' }) as HTMLSelectElement;
    expect(select.value).toBe('担');
    expect(select.selectedOptions[0].textContent).toBe('担');
  });

  it('marks an error for assistive technology as well as in colour', () => {
    render(
      <NativeSelect
        aria-label="分隔符"
        value=","
        status="error"
        options={[{ value: ',', label: '逗号' }]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: '分隔符' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
