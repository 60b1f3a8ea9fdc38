import { App as AntdApp, Button } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../i18n/LanguageContext';
import { isTextField } from '../layout/shortcuts';

/** Long enough to notice a slip and reach the button, short enough not to linger. */
export const UNDO_SECONDS = 10;

let lastKey = 0;
/** The newest offer on screen, whichever screen made it: what Ctrl+Z / ⌘Z undoes. */
let newest: { key: string; run: () => void } | undefined;

const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'z';

/**
 * Offers to undo what was just done: `offerUndo(text, undo)` shows `text` with an 撤销 (Undo)
 * button for UNDO_SECONDS; the button runs `undo` once. Deleting then needs no "are you sure":
 * a slip costs one click, and nothing is lost that the user did not choose to lose.
 *
 * Ctrl+Z / ⌘Z outside a text field undoes the newest offer too, because a drawer or dialog
 * keeps keyboard focus inside itself and the notice sits outside it. The offers close when
 * the screen that made them goes away, as its undo could no longer reach its state.
 */
export function useUndoNotice(): (text: string, undo: () => void) => void {
  const t = useT();
  const { message } = AntdApp.useApp();
  const openKeys = useRef(new Set<string>());

  useEffect(() => {
    const keys = openKeys.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!newest || !keys.has(newest.key) || !isUndoKey(event) || isTextField(event.target))
        return;
      event.preventDefault();
      newest.run();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      for (const key of keys) message.destroy(key);
      keys.clear();
    };
  }, [message]);

  return useCallback(
    (text: string, undo: () => void) => {
      lastKey += 1;
      const key = `undo-${lastKey}`;
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        if (newest?.key === key) newest = undefined;
        message.destroy(key);
        undo();
      };
      openKeys.current.add(key);
      newest = { key, run };
      void message.open({
        key,
        type: 'success',
        duration: UNDO_SECONDS,
        onClose: () => {
          openKeys.current.delete(key);
          if (newest?.key === key) newest = undefined;
        },
        content: (
          <span className="undo-notice">
            {text}{' '}
            <Button
              type="link"
              size="small"
              autoInsertSpace={false}
              aria-keyshortcuts="Control+Z Meta+Z"
              title="Ctrl+Z / ⌘Z"
              onClick={run}
            >
              {t('common.undo')}
            </Button>
          </span>
        ),
      });
    },
    [message, t],
  );
}
