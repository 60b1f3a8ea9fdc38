import type { EditErrorCode } from './core/edit';
import type { JsonErrorCode } from './core/errors';
import { syntaxReason } from './errorText';
import type { JsonTranslate } from './messages';

/** A refused structured edit as it travels (worker → page): the EditError's fields. */
export interface EditFailure {
  code: EditErrorCode;
  params: Record<string, string | number>;
  syntaxParams?: Record<string, string | number>;
}

/** The refused edit in the interface language (a bad value names the syntax problem too). */
export function editErrorMessage(t: JsonTranslate, failure: EditFailure): string {
  const params = { ...failure.params };
  if (failure.code === 'editBadValue')
    params.reason = syntaxReason(t, {
      code: failure.params.reason as JsonErrorCode,
      params: failure.syntaxParams ?? {},
    });
  return t(`edit.error.${failure.code}`, params);
}
