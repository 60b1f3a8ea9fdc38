import type { JsonTab } from './jsonOptions';
import { jobTextOf } from './largeText';
import type { LiveRun } from './useLiveResults';
import type { useJsonWorkbench } from './useJsonWorkbench';

type Actions = Pick<
  ReturnType<typeof useJsonWorkbench>['actions'],
  | 'format'
  | 'validate'
  | 'expandNested'
  | 'repair'
  | 'escape'
  | 'convert'
  | 'query'
  | 'types'
  | 'diff'
>;
type EscapeMode = Parameters<Actions['escape']>[1];

/** How a tab last ran: 格式化's mode, 转义's mode, 查询's expression. */
export type LiveHow = Partial<Record<JsonTab, string>>;

const FORMAT_MODES = ['format', 'minify', 'validate', 'expandNested'] as const;
const ESCAPE_MODES: readonly EscapeMode[] = ['escape', 'unescape', 'toUnicode', 'fromUnicode'];

/**
 * The open tab's action as the page would run it now (current options), or null when the tab
 * has nothing to replay: 转义 and 查询 wait for the user's first mode or expression, 对比 for
 * a second document, and the tree follows the input by itself.
 */
export function liveRunnerOf(
  tab: JsonTab,
  how: string | undefined,
  actions: Actions,
  compare: string,
  runLive: (start: () => void) => void,
): LiveRun | null {
  const live =
    (job: (text: ReturnType<typeof jobTextOf>) => Promise<unknown>): LiveRun =>
    (input) =>
      runLive(() => void job(jobTextOf(input)));
  switch (tab) {
    case 'format': {
      const mode = FORMAT_MODES.find((m) => m === how) ?? 'format';
      if (mode === 'format' || mode === 'minify')
        return live((text) => actions.format(text, mode === 'minify'));
      return live(mode === 'validate' ? actions.validate : actions.expandNested);
    }
    case 'repair':
      return live(actions.repair);
    case 'escape': {
      const mode = ESCAPE_MODES.find((m) => m === how);
      return mode ? live((text) => actions.escape(text, mode)) : null;
    }
    case 'convert':
      return live((text) => actions.convert(text));
    case 'query':
      return how === undefined ? null : live((text) => actions.query(text, how));
    case 'types':
      return live(actions.types);
    case 'diff':
      return compare.trim() ? live((text) => actions.diff(text, compare)) : null;
    default:
      return null;
  }
}
