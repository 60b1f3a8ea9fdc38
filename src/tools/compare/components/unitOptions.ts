import { UNIT_FAMILIES, UNITS } from '../core';
import type { CompareText } from '../compareText';

/** Units grouped by family (an optgroup each): 质量 / 体积 / 计数 / 长度, in the interface language. */
export function unitSelectOptions({ t, unitOption }: CompareText) {
  return UNIT_FAMILIES.map((family) => ({
    label: t(`family.${family}`),
    options: UNITS.filter((unit) => unit.family === family).map((unit) => ({
      value: unit.code,
      label: unitOption(unit.code),
    })),
  }));
}
