// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEnterRegenerates } from './useEnterRegenerates';

function Harness({ onRegenerate }: { onRegenerate: () => void }) {
  const scope = useRef<HTMLDivElement>(null);
  useEnterRegenerates(scope, onRegenerate);
  return (
    <>
      <div ref={scope}>
        <input aria-label="count" data-enter-regenerates />
        <textarea aria-label="names" />
        <button type="button">other</button>
      </div>
      <input aria-label="inspector" />
    </>
  );
}

describe('useEnterRegenerates', () => {
  it('regenerates on Enter in generator fields and on the page, not where Enter types', () => {
    const regenerate = vi.fn();
    render(<Harness onRegenerate={regenerate} />);
    fireEvent.keyDown(screen.getByLabelText('count'), { key: 'Enter' });
    expect(regenerate).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(regenerate).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByLabelText('names'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('inspector'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'other' }), { key: 'Enter' });
    expect(regenerate).toHaveBeenCalledTimes(2);
  });

  it('regenerates on Ctrl+Enter and ⌘+Enter anywhere, even in a text area', () => {
    const regenerate = vi.fn();
    render(<Harness onRegenerate={regenerate} />);
    fireEvent.keyDown(screen.getByLabelText('names'), { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText('inspector'), { key: 'Enter', metaKey: true });
    expect(regenerate).toHaveBeenCalledTimes(2);
  });
});
