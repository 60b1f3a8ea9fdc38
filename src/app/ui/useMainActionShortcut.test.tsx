// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMainActionShortcut } from './useMainActionShortcut';

function Harness({ onAction, plainEnter = true }: { onAction: () => void; plainEnter?: boolean }) {
  const scope = useRef<HTMLDivElement>(null);
  useMainActionShortcut(onAction, plainEnter ? { plainEnterIn: scope } : {});
  return (
    <>
      <div ref={scope}>
        <input aria-label="count" data-enter-regenerates />
        <input aria-label="unmarked" />
        <span data-enter-regenerates>
          <input aria-label="picker" role="combobox" />
        </span>
        <textarea aria-label="names" />
        <button type="button">other</button>
      </div>
      <input aria-label="inspector" />
      <div role="dialog">
        <input aria-label="dialog field" data-enter-regenerates />
      </div>
    </>
  );
}

describe('useMainActionShortcut', () => {
  it('runs on Ctrl+Enter and ⌘+Enter anywhere, even in a text area', () => {
    const action = vi.fn();
    render(<Harness onAction={action} plainEnter={false} />);
    fireEvent.keyDown(screen.getByLabelText('names'), { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText('inspector'), { key: 'Enter', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('leaves plain Enter alone unless asked to take it', () => {
    const action = vi.fn();
    render(<Harness onAction={action} plainEnter={false} />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('count'), { key: 'Enter' });
    expect(action).not.toHaveBeenCalled();
  });

  it('with plainEnterIn, runs on Enter in marked fields and on the page, not where Enter types', () => {
    const action = vi.fn();
    render(<Harness onAction={action} />);
    fireEvent.keyDown(screen.getByLabelText('count'), { key: 'Enter' });
    expect(action).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(action).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByLabelText('names'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('unmarked'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('picker'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('inspector'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'other' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('count'), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(screen.getByLabelText('count'), { key: 'Enter', altKey: true });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('dialogs, input-method composition and handlers that took the key keep Enter', () => {
    const action = vi.fn();
    render(<Harness onAction={action} />);
    const inDialog = screen.getByLabelText('dialog field');
    fireEvent.keyDown(inDialog, { key: 'Enter' });
    fireEvent.keyDown(inDialog, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(screen.getByLabelText('count'), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true, isComposing: true });
    const count = screen.getByLabelText('count');
    const takeIt = (event: Event) => event.preventDefault();
    count.addEventListener('keydown', takeIt);
    fireEvent.keyDown(count, { key: 'Enter' });
    fireEvent.keyDown(count, { key: 'Enter', ctrlKey: true });
    count.removeEventListener('keydown', takeIt);
    expect(action).not.toHaveBeenCalled();
  });

  it('does nothing while the action is undefined', () => {
    function Off() {
      useMainActionShortcut(undefined);
      return <textarea aria-label="text" />;
    }
    render(<Off />);
    const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, cancelable: true });
    screen.getByLabelText('text').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
