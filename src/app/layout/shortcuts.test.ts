// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isTextField, shortcutFor, type KeyLike } from './shortcuts';

const key = (patch: Partial<KeyLike>): KeyLike => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  inTextField: false,
  ...patch,
});

describe('shortcutFor', () => {
  it('opens the palette on Ctrl+K and ⌘+K, even while typing', () => {
    expect(shortcutFor(key({ key: 'k', ctrlKey: true, inTextField: true }))).toEqual({
      type: 'palette',
    });
    expect(shortcutFor(key({ key: 'K', metaKey: true }))).toEqual({ type: 'palette' });
  });

  it('opens the palette on / and the help on ? only outside text fields', () => {
    expect(shortcutFor(key({ key: '/' }))).toEqual({ type: 'palette' });
    expect(shortcutFor(key({ key: '?', shiftKey: true }))).toEqual({ type: 'help' });
    expect(shortcutFor(key({ key: '/', inTextField: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: '?', inTextField: true }))).toBeUndefined();
  });

  it('switches screens on Alt+1…9 by physical key', () => {
    expect(shortcutFor(key({ key: '¡', code: 'Digit1', altKey: true }))).toEqual({
      type: 'screen',
      index: 0,
    });
    expect(shortcutFor(key({ key: '5', code: 'Digit5', altKey: true, inTextField: true }))).toEqual(
      {
        type: 'screen',
        index: 4,
      },
    );
    expect(
      shortcutFor(key({ key: '1', code: 'Digit1', ctrlKey: true, altKey: true })),
    ).toBeUndefined();
  });

  it('leaves other keys alone', () => {
    expect(shortcutFor(key({ key: 'k' }))).toBeUndefined();
    expect(shortcutFor(key({ key: 'Enter', ctrlKey: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: '/', ctrlKey: true }))).toBeUndefined();
  });
});

describe('isTextField', () => {
  it('knows where typing happens', () => {
    const text = document.createElement('input');
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    expect(isTextField(text)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(checkbox)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
