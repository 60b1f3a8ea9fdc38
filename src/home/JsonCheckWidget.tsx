import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { cataloguesReady } from '../app/i18n/catalogues';
import { useLanguage, useT } from '../app/i18n/LanguageContext';

type Checker = typeof import('./jsonCheck');

/**
 * The JSON core loads on the first keystroke or focus, not with the home page: the first
 * screen shows an empty box, and the core's chunk is shared with the JSON tool (issue 19).
 */
let checker: Promise<Checker> | undefined;
function loadChecker(): Promise<Checker> {
  // The error words' English half (a lazy catalogue) is in before the first result shows.
  checker ??= import('./jsonCheck')
    .then(async (module) => (await cataloguesReady(), module))
    .catch((error: unknown) => {
      checker = undefined;
      throw error;
    });
  return checker;
}

/** Above this the check would stall typing on the main thread; the JSON tool uses a worker. */
const INLINE_LIMIT = 1_000_000;

/** Paste JSON to check: says valid (and what it is) or the line, column and reason. */
export function JsonCheckWidget({ toolPath, toolName }: { toolPath: string; toolName: string }) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [check, setCheck] = useState<Checker>();
  // Typing stays responsive with a large paste: the check follows at React's lower priority.
  const deferred = useDeferredValue(text);
  const resultId = useId();
  const tooBig = deferred.length > INLINE_LIMIT;
  const wanted = deferred.trim() !== '' && !tooBig;
  const result = useMemo(
    () => (wanted && check ? check.validateJson(deferred) : null),
    [wanted, check, deferred],
  );

  useEffect(() => {
    if (!wanted || check) return;
    let active = true;
    // A failed load (offline before the chunk was cached) leaves the box without a verdict;
    // the next keystroke asks again.
    loadChecker().then(
      (loaded) => active && setCheck(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [wanted, check, deferred]);

  let summary = '';
  if (result?.ok) {
    const { root } = result.stats;
    summary =
      root === 'object' || root === 'array'
        ? t(root === 'object' ? 'home.widget.json.object' : 'home.widget.json.array', {
            count: topLevelCount(deferred, root),
          })
        : t('home.widget.json.scalar', { type: root });
  }

  return (
    <section aria-labelledby="home-json-title" className="home-widget">
      <h3 id="home-json-title" className="home-widget-title">
        {t('home.widget.json')}
      </h3>
      {/* A native box styled like antd's: Input would bring its module into the first load. */}
      <textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => void loadChecker().catch(() => undefined)}
        placeholder={t('home.widget.json.placeholder')}
        aria-label={t('home.widget.json.label')}
        aria-describedby={resultId}
        aria-invalid={result ? !result.ok : undefined}
        rows={3}
        spellCheck={false}
        className="home-json-input"
      />
      <div id={resultId} role="status" aria-live="polite" className="home-json-result">
        {result?.ok && (
          <span className="text-success">
            <CheckCircleFilled aria-hidden /> {t('home.widget.json.valid', { summary })}
          </span>
        )}
        {tooBig && (
          <span className="text-warning">{t('home.widget.json.tooBig', { name: toolName })}</span>
        )}
        {result && !result.ok && (
          <span className="text-danger">
            <CloseCircleFilled aria-hidden />{' '}
            {t('home.widget.json.invalid', {
              line: result.error.line,
              column: result.error.column,
              reason: check ? check.reasonOf(language, result.error) : '',
            })}
          </span>
        )}
      </div>
      <Link to={toolPath} className="home-widget-link">
        {t('home.widget.open', { name: toolName })}
      </Link>
    </section>
  );
}

/** Keys or items at the top level; only called once the text is known to be valid JSON. */
function topLevelCount(text: string, root: 'object' | 'array'): number {
  const value: unknown = JSON.parse(text);
  return root === 'object' ? Object.keys(value as object).length : (value as unknown[]).length;
}
