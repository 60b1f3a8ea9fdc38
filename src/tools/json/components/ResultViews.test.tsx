// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { interpolate, type MessageVars } from '../../../app/i18n/translate';
import { jsonMessages, type JsonMessageKey } from '../messages';
import { QueryMatches } from './ResultViews';

describe('the query matches', () => {
  it('are not drawn again when the page redraws with the same result', () => {
    // A whole-document query shows 500 rows; the page redraws on every progress step of the
    // next job, and drawing the rows each time left tens of MB of garbage on the page.
    const t = vi.fn((key: JsonMessageKey, vars?: MessageVars) =>
      interpolate(jsonMessages['zh-CN'][key], vars),
    );
    const matches = Array.from({ length: 3 }, (_, i) => ({ path: `$[${i}].a`, text: `${i}` }));
    const onCopy = vi.fn();
    const { rerender } = render(<QueryMatches matches={matches} onCopy={onCopy} t={t} />);
    const list = screen.getByRole('list', { name: jsonMessages['zh-CN']['query.results'] });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('$[2].a')).toBeInTheDocument();
    const drawn = t.mock.calls.length;
    rerender(<QueryMatches matches={matches} onCopy={onCopy} t={t} />);
    expect(t.mock.calls.length).toBe(drawn);
    rerender(<QueryMatches matches={matches.slice(1)} onCopy={onCopy} t={t} />);
    expect(t.mock.calls.length).toBeGreaterThan(drawn);
  });
});
