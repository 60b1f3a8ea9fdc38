import { App as AntdApp, Button } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { MAX_COMPARISONS, type ComparisonLibrary } from './core';
import type { ConflictChoice } from './core/importMerge';
import { compareMessages } from './messages';

type ModalApi = ReturnType<typeof AntdApp.useApp>['modal'];

interface Choice<V> {
  value: V;
  label: string;
  primary?: boolean;
}

/**
 * A question with named answers; undefined when the user cancels, closes or presses Escape,
 * so that leaving a dialog never changes anything saved.
 */
function ask<V>(
  modal: ModalApi,
  title: string,
  content: ReactNode,
  cancel: string,
  choices: Choice<V>[],
): Promise<V | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: V | undefined) => {
      if (settled) return;
      settled = true;
      resolve(value);
      dialog.destroy();
    };
    const dialog = modal.confirm({
      title,
      content,
      width: 480,
      keyboard: true,
      onCancel: () => finish(undefined),
      footer: () => (
        <>
          <Button autoInsertSpace={false} onClick={() => finish(undefined)}>
            {cancel}
          </Button>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              type={choice.primary ? 'primary' : 'default'}
              autoInsertSpace={false}
              onClick={() => finish(choice.value)}
            >
              {choice.label}
            </Button>
          ))}
        </>
      ),
    });
  });
}

/**
 * The questions an import or a share link can raise, asked before anything saved changes:
 * what to do with comparisons saved with other content, and what to do when not all fit.
 */
export function useLibraryImportQuestions() {
  const t = useMessages(compareMessages);
  const { modal } = AntdApp.useApp();

  /** Saved comparisons with other content under the same ids: replace, keep both, or stop. */
  const askConflict = useCallback(
    (conflict: { count: number } | { sharedName: string }): Promise<ConflictChoice | undefined> => {
      const shared = 'sharedName' in conflict;
      return ask<ConflictChoice>(
        modal,
        shared
          ? t('import.conflictSharedTitle', { name: conflict.sharedName })
          : t('import.conflictTitle', { count: conflict.count }),
        t(shared ? 'import.conflictShareBody' : 'import.conflictFileBody'),
        t('import.cancel'),
        [
          { value: 'keepBoth', label: t('import.keepBoth'), primary: true },
          { value: 'replace', label: t('import.replace') },
        ],
      );
    },
    [modal, t],
  );

  /**
   * More arrive than the library takes: true to import only what fits. With no room at all
   * there is nothing to choose: it says so, and nothing changes.
   */
  const askLimit = useCallback(
    async (library: ComparisonLibrary, room: number, growth: number): Promise<boolean> => {
      const vars = { max: MAX_COMPARISONS, count: library.comparisons.length, room, growth };
      if (room === 0) {
        await ask(modal, t('import.fullTitle'), t('import.fullBody', vars), t('import.fullOk'), []);
        return false;
      }
      const fit = { value: true, label: t('import.limitFit', vars), primary: true };
      const title = t('import.limitTitle');
      return (
        (await ask(modal, title, t('import.limitBody', vars), t('import.cancel'), [fit])) === true
      );
    },
    [modal, t],
  );

  return { askConflict, askLimit };
}
