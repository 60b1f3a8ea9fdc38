import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Input, Typography } from 'antd';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMessages, useT } from '../app/i18n/LanguageContext';
import { validateJson } from '../tools/json/core';
import { jsonErrorMessages, syntaxReason } from '../tools/json/errorText';

/** Above this the check would stall typing on the main thread; the JSON tool uses a worker. */
const INLINE_LIMIT = 1_000_000;

/** Paste JSON to check: says valid (and what it is) or the line, column and reason. */
export function JsonCheckWidget({ toolPath, toolName }: { toolPath: string; toolName: string }) {
  const t = useT();
  const errorWords = useMessages(jsonErrorMessages);
  const [text, setText] = useState('');
  // Typing stays responsive with a large paste: the check follows at React's lower priority.
  const deferred = useDeferredValue(text);
  const resultId = useId();
  const tooBig = deferred.length > INLINE_LIMIT;
  const result = useMemo(
    () => (deferred.trim() && deferred.length <= INLINE_LIMIT ? validateJson(deferred) : null),
    [deferred],
  );

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
      <Typography.Title level={3} id="home-json-title" className="home-widget-title">
        {t('home.widget.json')}
      </Typography.Title>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('home.widget.json.placeholder')}
        aria-label={t('home.widget.json.label')}
        aria-describedby={resultId}
        aria-invalid={result ? !result.ok : undefined}
        autoSize={{ minRows: 3, maxRows: 8 }}
        spellCheck={false}
        className="home-json-input"
      />
      <div id={resultId} role="status" aria-live="polite" className="home-json-result">
        {result?.ok && (
          <Typography.Text type="success">
            <CheckCircleFilled aria-hidden /> {t('home.widget.json.valid', { summary })}
          </Typography.Text>
        )}
        {tooBig && (
          <Typography.Text type="warning">
            {t('home.widget.json.tooBig', { name: toolName })}
          </Typography.Text>
        )}
        {result && !result.ok && (
          <Typography.Text type="danger">
            <CloseCircleFilled aria-hidden />{' '}
            {t('home.widget.json.invalid', {
              line: result.error.line,
              column: result.error.column,
              reason: syntaxReason(errorWords, result.error),
            })}
          </Typography.Text>
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
