// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../i18n/LanguageContext';
import type { Language } from '../i18n/translate';
import { useUndoNotice } from './useUndoNotice';

function DeletableList() {
  const [items, setItems] = useState(['大米', '食用油']);
  const offerUndo = useUndoNotice();
  return (
    <ul>
      {items.map((item, index) => (
        <li key={item}>
          {item}
          <button
            type="button"
            onClick={() => {
              setItems((list) => list.filter((other) => other !== item));
              offerUndo(`已删除“${item}”`, () =>
                setItems((list) => [...list.slice(0, index), item, ...list.slice(index)]),
              );
            }}
          >
            删除 {item}
          </button>
        </li>
      ))}
    </ul>
  );
}

// antd's message layer lets clicks through around its notices (`pointer-events: none`), which
// happy-dom cannot tell apart from the notice itself; the e2e suites click it in Chromium.
const clicker = () => userEvent.setup({ pointerEventsCheck: 0 });

function renderList(language: Language = 'zh-CN') {
  return render(
    <LanguageContext.Provider value={language}>
      <AntdApp>
        <DeletableList />
      </AntdApp>
    </LanguageContext.Provider>,
  );
}

describe('useUndoNotice', () => {
  it('puts back what was deleted, once, from a button named 撤销', async () => {
    const user = clicker();
    renderList();
    await user.click(screen.getByRole('button', { name: '删除 大米' }));
    expect(screen.queryByText('大米')).toBeNull();
    expect(await screen.findByText('已删除“大米”')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: '撤销' });
    await user.click(undo);
    const listed = () =>
      screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(listed()).toEqual(['大米', '食用油']);
    // The notice is on its way out (happy-dom runs no leave animation); a second click is inert.
    await user.click(undo);
    expect(listed()).toEqual(['大米', '食用油']);
  });

  it('undoes the newest offer with Ctrl+Z, except while typing in a text field', async () => {
    const user = clicker();
    renderList();
    await user.click(screen.getByRole('button', { name: '删除 大米' }));
    await screen.findByRole('button', { name: '撤销' });
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.queryByText('大米')).toBeNull();
    field.remove();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByText('大米')).toBeInTheDocument();
  });

  it('names the button in the interface language', async () => {
    const user = clicker();
    renderList('en-US');
    await user.click(screen.getByRole('button', { name: '删除 食用油' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('withdraws the offer when the screen that made it goes away', async () => {
    const user = clicker();
    function Screens() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            离开
          </button>
          {shown && <DeletableList />}
        </>
      );
    }
    render(
      <AntdApp>
        <Screens />
      </AntdApp>,
    );
    await user.click(screen.getByRole('button', { name: '删除 大米' }));
    const notice = (await screen.findByRole('button', { name: '撤销' })).closest('[role=alert]');
    expect(notice).not.toHaveClass('ant-message-fade-leave');
    await user.click(screen.getByRole('button', { name: '离开' }));
    // Leaving (happy-dom runs no animation, so the leave class is what there is to see).
    await waitFor(() => expect(notice).toHaveClass('ant-message-fade-leave'));
  });
});
