import type { ToolManifest } from '../../runtime/toolManifest';
import { LANGUAGES } from '../../i18n/translate';
import { pinyinMatch } from './pinyinMatch';

/** One thing the palette can open: a tool, or one of its main actions. */
export interface SearchEntry {
  kind: 'tool' | 'action';
  toolId: string;
  actionId?: string;
  /** Titles in every interface language: a user may type English in the Chinese UI. */
  names: string[];
  /** Pinyin of the title (strong) and of keywords (weak). */
  titlePinyin: string[];
  keywordPinyin: string[];
  keywords: string[];
}

export interface SearchResult {
  entry: SearchEntry;
  score: number;
}

/** Search entries for every tool and declared action, named in every interface language. */
export function buildSearchEntries(tools: readonly ToolManifest[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const tool of tools) {
    const [titlePinyin, ...keywordPinyin] = tool.keywords.pinyin;
    entries.push({
      kind: 'tool',
      toolId: tool.id,
      names: LANGUAGES.map((language) => tool.text[language].title),
      titlePinyin: titlePinyin ? [titlePinyin] : [],
      keywordPinyin,
      keywords: [...tool.keywords.zh, ...tool.keywords.en],
    });
    for (const action of tool.actions) {
      entries.push({
        kind: 'action',
        toolId: tool.id,
        actionId: action.id,
        names: LANGUAGES.map((language) => tool.text[language].actions[action.id]),
        titlePinyin: [action.pinyin],
        keywordPinyin: [],
        keywords: [...(action.keywords ?? [])],
      });
    }
  }
  return entries;
}

function textScore(
  texts: readonly string[],
  query: string,
  exact: number,
  prefix: number,
  inside: number,
): number {
  let best = 0;
  for (const text of texts) {
    const lower = text.toLowerCase();
    if (lower === query) best = Math.max(best, exact);
    else if (lower.startsWith(query)) best = Math.max(best, prefix);
    else if (lower.includes(query)) best = Math.max(best, inside);
  }
  return best;
}

/** A query spelling the whole phrase earns 3 more than one spelling its beginning. */
function pinyinScore(
  phrases: readonly string[],
  query: string,
  fromStart: number,
  later: number,
): number {
  let best = 0;
  for (const phrase of phrases) {
    const match = pinyinMatch(phrase, query);
    if (!match) continue;
    if (match.whole) best = Math.max(best, fromStart + 3);
    else best = Math.max(best, match.start === 0 ? fromStart : later);
  }
  return best;
}

/**
 * How well an entry answers the query (0 = not at all). Names beat pinyin beat keywords,
 * except that a keyword typed in full (`uuid`) beats a name that merely contains it.
 */
export function scoreEntry(entry: SearchEntry, rawQuery: string): number {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return 0;
  const score = Math.max(
    textScore(entry.names, query, 100, 90, 70),
    pinyinScore(entry.titlePinyin, query, 85, 60),
    textScore(entry.keywords, query, 75, 50, 40),
    pinyinScore(entry.keywordPinyin, query, 45, 35),
  );
  // On a tie the tool itself comes before its actions.
  return score > 0 && entry.kind === 'tool' ? score + 2 : score;
}

/** Matching entries, best first; equal scores keep registry order. */
export function searchEntries(
  entries: readonly SearchEntry[],
  query: string,
  limit = 12,
): SearchResult[] {
  return entries
    .map((entry, index) => ({ entry, score: scoreEntry(entry, query), index }))
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ entry, score }) => ({ entry, score }));
}
