// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hideDecorativeIcons } from './decorativeIcons';

const icon = (name: string) => {
  const span = document.createElement('span');
  span.className = 'anticon';
  span.setAttribute('role', 'img');
  span.setAttribute('aria-label', name);
  return span;
};

describe('hideDecorativeIcons', () => {
  it('hides the icons already there and those added later, deep inside new content too', async () => {
    document.body.append(icon('down'));
    const stop = hideDecorativeIcons();
    const dialog = document.createElement('div');
    dialog.append(icon('close'));
    document.body.append(dialog, icon('plus'));
    await Promise.resolve();
    const icons = [...document.querySelectorAll('.anticon')];
    expect(icons.map((item) => item.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    stop();
  });
});
