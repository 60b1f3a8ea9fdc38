import type { SchemaDraft, SchemaDraftChoice } from './types';

/** What an unmarked schema is read as: the current draft. */
export const DEFAULT_DRAFT: SchemaDraft = '2020-12';

/**
 * The draft a schema declares in `$schema` (draft-06 is read as draft-07, its superset for
 * validation); null when it declares none we know.
 */
export function declaredDraft(schema: unknown): SchemaDraft | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const uri = (schema as { $schema?: unknown }).$schema;
  if (typeof uri !== 'string') return null;
  if (uri.includes('2020-12')) return '2020-12';
  if (uri.includes('2019-09')) return '2019-09';
  if (/draft-0[67]/.test(uri)) return '7';
  if (uri.includes('draft-04')) return '4';
  return null;
}

/** The user's choice wins; 'auto' takes `$schema`, else the default. */
export function resolveDraft(
  schema: unknown,
  choice: SchemaDraftChoice,
): { draft: SchemaDraft; fromSchema: boolean } {
  if (choice !== 'auto') return { draft: choice, fromSchema: false };
  const declared = declaredDraft(schema);
  return declared
    ? { draft: declared, fromSchema: true }
    : { draft: DEFAULT_DRAFT, fromSchema: false };
}
